/** The collage pages' calls that take more than one operation, and the types their machines and views share. */
import { getGallerySetting } from '../api/account';
import { collageDetail, collageList } from '../api/collages';
import { pickableProducts } from './shop-calls';

export type Collage = Awaited<ReturnType<typeof collageDetail>>;
export type CollagePreference = Awaited<ReturnType<typeof getGallerySetting>>;

/** A product of the shop the creator can pick. */
export interface PickableProduct {
  id: string;
  title: string;
  imageUrl?: string;
}

export interface CollageBuilderData {
  products: PickableProduct[];
  preference: CollagePreference;
  collage: Collage | null;
  /** The shop's latest collages, to open again. */
  recent: Collage[];
}

const RECENT_COLLAGES = 12;

/** What the builder starts from: the shop's products, the preference, the collage asked for and the latest ones. */
export async function loadCollageBuilder(collageId: string | null, signal?: AbortSignal): Promise<CollageBuilderData> {
  const [products, preference, collage, recent] = await Promise.all([
    pickableProducts('', signal),
    getGallerySetting({}, { signal, ignoreErrors: true }),
    collageId ? collageDetail({ id: collageId }, { signal, ignoreErrors: true }) : Promise.resolve(null),
    collageList({ pageSize: RECENT_COLLAGES }, { signal, ignoreErrors: true }),
  ]);
  return {
    products: products.list.map((p) => ({ id: p.id, title: p.title, ...(p.imageUrl ? { imageUrl: p.imageUrl } : {}) })),
    preference,
    collage,
    recent: recent.list,
  };
}
