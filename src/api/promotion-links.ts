/**
 * Where the promotion modal's More button and the banner's Learn more lead (spec §4: "a rising-star page if the
 * whitelist result is truthy, otherwise a boosting promotion page"). The spec names neither address, so they are
 * build settings (VITE_RISING_STAR_URL, VITE_BOOSTING_PROMOTION_URL); the defaults are Linkmint's own pages.
 */
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export const PROMOTION_LINKS = {
  risingStar: env.VITE_RISING_STAR_URL ?? 'https://linkmint.app/rising-stars',
  boostingPromotion: env.VITE_BOOSTING_PROMOTION_URL ?? 'https://linkmint.app/boosting',
} as const;
