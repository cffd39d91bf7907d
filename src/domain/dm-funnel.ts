/**
 * The Auto DM funnel of one post: from the comments it received to the money its DM's card links earned. Pure rules
 * shared by the server (which attributes an order to a post by its sub-id) and the app (which draws the steps).
 *
 * A card link's sub-id is what travels into the retailer's tracking (Impact's subId2, as a placement's does) and
 * comes back on the network's order report: `dm-` and the card link's tracked code, so an order names the post's
 * card link it came through. Amazon carries no sub-id: an Amazon order cannot be told apart per post.
 */

const SUB_ID_PREFIX = 'dm-';
/** A card link's sub-id: the prefix and its ten-character tracked code (bio-link-service.ts newTrackedCode). */
export const DM_CARD_SUB_ID = /^dm-([0-9A-Za-z]{10})$/;

/** The sub-id of the card link with this code. */
export const dmCardSubId = (code: string) => `${SUB_ID_PREFIX}${code}`;

/** The card link code a sub-id names, or undefined when it is not a card link's sub-id. */
export const dmCardCodeOfSubId = (subId: string): string | undefined => DM_CARD_SUB_ID.exec(subId)?.[1];

/** The six figures of a post's funnel over a range; earnings in cents. */
export interface DmFunnelCounts {
  comments: number;
  matched: number;
  sent: number;
  clicks: number;
  orders: number;
  earningsCents: number;
}

export const DM_FUNNEL_STEPS = ['comments', 'matched', 'sent', 'clicks', 'orders'] as const;
export type DmFunnelStep = (typeof DM_FUNNEL_STEPS)[number];

export const DM_FUNNEL_LABELS: Record<DmFunnelStep, string> = {
  comments: 'Comments',
  matched: 'Matched the keyword',
  sent: 'DMs sent',
  clicks: 'DM clicks',
  orders: 'Orders',
};

/**
 * Each step's bar as a whole percent of the widest step (0 to 100): every bar is measured against the same largest
 * count, so a later step never looks wider than it is. A step with any count shows at least 1 so it stays visible.
 */
export function funnelBars(counts: DmFunnelCounts): Array<{ step: DmFunnelStep; count: number; percent: number }> {
  const largest = Math.max(0, ...DM_FUNNEL_STEPS.map((step) => counts[step]));
  return DM_FUNNEL_STEPS.map((step) => {
    const count = counts[step];
    const percent = largest === 0 || count <= 0 ? 0 : Math.max(1, Math.floor((count * 100) / largest));
    return { step, count, percent };
  });
}
