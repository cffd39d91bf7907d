/**
 * The Auto DM funnel of one post: from the comments it received to the money its DM's card links earned. Pure rules
 * shared by the server (which attributes an order to a post by its sub-id) and the app (which draws the steps).
 *
 * A card link's sub-id is what travels into the retailer's tracking (Impact's subId2, as a placement's does) and
 * comes back on the network's order report: `dm-` and the card link's tracked code, so an order names the post's
 * card link it came through. Amazon carries no sub-id: an Amazon order cannot be told apart per post.
 */

const SUB_ID_PREFIX = 'dm-';
/** A card link's sub-id: the prefix and its ten-character tracked code (bio-link-service.ts newBioCode). */
export const DM_CARD_SUB_ID = /^dm-([0-9A-Za-z]{10})$/;

/** The sub-id of the card link with this code. */
export const dmCardSubId = (code: string) => `${SUB_ID_PREFIX}${code}`;

/** The card link code a sub-id names, or undefined when it is not a card link's sub-id. */
export const dmCardCodeOfSubId = (subId: string): string | undefined => DM_CARD_SUB_ID.exec(subId)?.[1];

/** The funnel's steps in order, each drawn as a bar; earnings are written beside the orders. */
export const DM_FUNNEL_STEPS = ['comments', 'matched', 'sent', 'clicks', 'orders'] as const;
export type DmFunnelStep = (typeof DM_FUNNEL_STEPS)[number];

export const DM_FUNNEL_LABELS: Record<DmFunnelStep, string> = {
  comments: 'Comments',
  matched: 'Matched the keyword',
  sent: 'DMs sent',
  clicks: 'Clicks in the DM',
  orders: 'Orders',
};
