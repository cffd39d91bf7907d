/**
 * The Amazon tracking id a link form starts with. Account info (getInfoV2) answers the shop's Amazon ids and the
 * one preselected for new links, as the server reads it (only while it is still listed); the form then mirrors
 * the server's pick for a link asked without an id (src/domain/link-retailers.ts preselectedTrackingId).
 */
import { getInfoV2 } from '../api/account';

export interface AmazonPreselection {
  /** The shop's Amazon ids, oldest first. */
  ids: string[];
  /** The id preselected in Account info, or null when none is. */
  chosen: string | null;
}

export async function readAmazonPreselection(signal: AbortSignal): Promise<AmazonPreselection> {
  const info = await getInfoV2({}, { signal, ignoreErrors: true });
  return { ids: info.trackingIdList.map((item) => item.trackingId), chosen: info.trackingId ?? null };
}
