/** Typed calls tagged 'lastupdate' in openapi.yaml: when each retailer source was last synced. */
import { getOperation } from './operation';

export const boardLastUpdateTime = getOperation('/amazon/board/lastUpdateTime', { shop: true });
export const idealistLastUpdateTime = getOperation('/amazon/idealist/lastUpdateTime', { shop: true });
export const curationsLastUpdateTime = getOperation('/amazon/curations/lastUpdateTime', { shop: true });
export const videoLastUpdateTime = getOperation('/amazon/video/lastUpdateTime', { shop: true });
export const targetCollectionLastUpdateTime = getOperation('/target/collection/lastUpdateTime', { shop: true });
export const topPicksLastUpdateTime = getOperation('/walmart/topPicks/lastUpdateTime', { shop: true });
export const walmartCollectionLastUpdateTime = getOperation('/walmart/collection/lastUpdateTime', { shop: true });
export const postsLastUpdateTime = getOperation('/walmart/posts/lastUpdateTime', { shop: true });
