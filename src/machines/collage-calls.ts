/** The collage pages' calls that take more than one operation, and the types their machines and views share. */
import { getGallerySetting } from '../api/account';
import { collageDetail, collageList } from '../api/collages';
import { mediaList } from '../api/galleries';
import { pickableProducts } from './shop-calls';

export type Collage = Awaited<ReturnType<typeof collageDetail>>;
export type CollagePreference = Awaited<ReturnType<typeof getGallerySetting>>;

/** A product of the shop the creator can pick. */
export interface PickableProduct {
  id: string;
  title: string;
  /** Its retailer address, which the earn rule checks as it is picked. */
  url: string;
  imageUrl?: string;
}

/** A picture of the media library a product can be shown by (its shape counts for the layout). */
export interface CollagePicture {
  id: string;
  url: string;
  thumbnailUrl?: string;
  width: number;
  height: number;
}

export interface CollageBuilderData {
  products: PickableProduct[];
  /** The shop's uploaded pictures, newest first (videos cannot be drawn into a picture). */
  pictures: CollagePicture[];
  preference: CollagePreference;
  collage: Collage | null;
  /** The shop's latest collages, to open again. */
  recent: Collage[];
}

const RECENT_COLLAGES = 12;
/** The newest uploads offered (one page of the contract's largest). */
const LIBRARY_PAGE_SIZE = 100;

/** What the builder starts from: the shop's products, the preference, the collage asked for and the latest ones. */
export async function loadCollageBuilder(collageId: string | null, signal?: AbortSignal): Promise<CollageBuilderData> {
  const [products, library, preference, collage, recent] = await Promise.all([
    pickableProducts('', signal),
    mediaList({ pageSize: LIBRARY_PAGE_SIZE }, { signal, ignoreErrors: true }),
    getGallerySetting({}, { signal, ignoreErrors: true }),
    collageId ? collageDetail({ id: collageId }, { signal, ignoreErrors: true }) : Promise.resolve(null),
    collageList({ pageSize: RECENT_COLLAGES }, { signal, ignoreErrors: true }),
  ]);
  return {
    products: products.list.map((p) => ({
      id: p.id,
      title: p.title,
      url: p.url,
      ...(p.imageUrl ? { imageUrl: p.imageUrl } : {}),
    })),
    pictures: library.list.flatMap((item) =>
      item.kind === 'image'
        ? [
            {
              id: item.id,
              url: item.url,
              width: item.width,
              height: item.height,
              ...(item.thumbnailUrl ? { thumbnailUrl: item.thumbnailUrl } : {}),
            },
          ]
        : [],
    ),
    preference,
    collage,
    recent: recent.list,
  };
}
