import { normaliseColour } from '../../../src/domain/colour';
import {
  BUTTON_RADII,
  FONT_STACKS,
  INKS,
  SPACINGS,
  bioThemeOf,
  inkOn,
  type BioTheme,
} from '../../../src/domain/bio-themes';
import type { BioLook } from './bio-look';

/**
 * The public bio page's stylesheet for a look: its theme's treatments from the fixed tables of bio-themes.ts, its
 * colours normalised again here (only #RRGGBB reaches the CSS whatever the caller passed). Nothing else varies.
 */

/** A light wash over a background the dark ink reads on, a dark one under light ink: contrast only grows. */
const WASH = {
  [INKS.dark]: 'rgba(255,255,255,.55)',
  [INKS.light]: 'rgba(0,0,0,.35)',
} as const;

const HEADINGS: Readonly<Record<BioTheme['heading'], string>> = {
  plain: 'h1{font-size:1.5rem;font-weight:700}',
  bold: 'h1{font-size:1.9rem;font-weight:800;letter-spacing:-.02em;line-height:1.15}',
  caps: 'h1{font-size:1.15rem;font-weight:700;text-transform:uppercase;letter-spacing:.12em}',
};

function buttonStyle(theme: BioTheme, colours: { button: string; label: string; ink: string }): string {
  const { button, label, ink } = colours;
  switch (theme.buttonStyle) {
    case 'outline':
      return `background:transparent;color:${ink};border:2px solid ${button}`;
    case 'shadow':
      return `background:${button};color:${label};border:2px solid ${ink};box-shadow:4px 4px 0 ${ink}`;
    case 'soft':
      return `background:${button};color:${label};box-shadow:0 6px 18px rgba(0,0,0,.18)`;
    default:
      return `background:${button};color:${label}`;
  }
}

/** A section header between buttons: a heading in the page's own text colour (the ink), set apart from the group above. */
const HEADER_RULE = '.theme>h2{margin-top:1.5rem;overflow-wrap:anywhere}';

/** A button's thumbnail: a small square at its left, the title still centred between equal paddings. */
const THUMBNAIL_STYLE =
  'a.b:has(img){position:relative;padding-inline:3.6rem}a.b img{position:absolute;inset:0 auto 0 .45rem;margin:auto;width:2.6rem;height:2.6rem;border-radius:6px;object-fit:cover}';

/** Which optional parts the page has: their rules are written only then. */
export interface StyledParts {
  /** A featured button. */
  featured: boolean;
  /** The most popular or trending lists. */
  ranked: boolean;
  /** Section headers between the buttons. */
  headers?: boolean;
  /** A button with a thumbnail. */
  thumbnails: boolean;
}

export function themeStyle(look: BioLook, parts: StyledParts): string {
  const theme = bioThemeOf(look.theme);
  const bg = normaliseColour(look.backgroundColor);
  const button = normaliseColour(look.buttonColor);
  const label = normaliseColour(look.buttonTextColor);
  const ink = inkOn(bg);
  const space = SPACINGS[theme.spacing];
  const background =
    theme.background === 'gradient' ? `linear-gradient(180deg,${WASH[ink]},rgba(0,0,0,0) 28rem),${bg}` : bg;
  return `body{background:${background};min-height:100vh;color:${ink};font-family:${FONT_STACKS[look.fontFamily] ?? FONT_STACKS.system}}
${HEADINGS[theme.heading]}.note,.meta,footer{color:inherit}${parts.ranked ? 'a.item{color:#1D1D1F}' : ''}.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover}
.social{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem;margin-top:.6rem}.social a{display:block;padding:.5rem;border-radius:50%;color:inherit}
.social svg{display:block;width:24px;height:24px;fill:currentColor}.social .g{fill:none;stroke:currentColor;stroke-width:2}.social a:focus-visible{outline:3px solid ${ink}}.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
ul li+li{margin-top:${space.gap}}a.b{display:block;text-align:center;padding:${space.padding};border-radius:${BUTTON_RADII[look.buttonShape] ?? BUTTON_RADII.rounded};${buttonStyle(theme, { button, label, ink })};font-weight:600;text-decoration:none;overflow-wrap:anywhere}
${parts.featured ? `a.b.f{font-size:1.2em;font-weight:800;padding-block:${space.featuredBlock};box-shadow:0 0 0 3px ${bg},0 0 0 6px ${ink}}\n` : ''}${parts.thumbnails ? THUMBNAIL_STYLE : ''}a.b:focus-visible{outline:3px solid ${ink};outline-offset:2px}section{margin-top:1.5rem}h2{font-size:1.05rem;margin:0 0 .6rem}${parts.headers ? HEADER_RULE : ''}`;
}
