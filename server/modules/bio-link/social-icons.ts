import type { SocialPlatform } from './bio-link-decider';
import { BRAND_ICON_PATHS } from './social-icons.generated';

/**
 * A social account's icon on the public bio page: the network's brand mark (simple-icons, CC0) or, for a website,
 * a plain globe, inline SVG in the text colour, hidden from screen readers (the link carries the name). Fixed
 * markup only: a platform outside the table draws the globe. Size and paint come from the page's stylesheet
 * (bio-theme-style.ts: .social svg, .social .g), written once rather than on every icon; drawn at 24 px, the
 * size of the marks' 24-unit grid, they need no view box.
 */

const GLOBE =
  '<svg aria-hidden="true" class="g"><circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20"/></svg>';

export function socialIcon(platform: SocialPlatform): string {
  const path = (BRAND_ICON_PATHS as Readonly<Record<string, string>>)[platform];
  return path ? `<svg aria-hidden="true"><path d="${path}"/></svg>` : GLOBE;
}
