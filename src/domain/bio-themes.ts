import type { ButtonShape, FontFamily } from './bio-link';
import { contrastRatio, normaliseColour } from './colour';

/**
 * The bio page's theme presets, designed together: each sets the page's background treatment, button style,
 * spacing and heading type, and the colours, button shape and font the page starts with when it is picked (the
 * creator may change those afterwards; the theme's treatments stay). Shared by the server's public page and the
 * app's preview and customize swatches, so both draw the same theme. Fixed tables only: nothing a creator types
 * becomes CSS through them.
 */

export const BIO_THEMES = ['classic', 'mint', 'midnight', 'paper', 'bold', 'terminal', 'blush', 'ocean'] as const;
export type BioThemeId = (typeof BIO_THEMES)[number];

/** The theme of a page saved before themes existed (it looks as such pages did). */
export const DEFAULT_THEME: BioThemeId = 'classic';

/** fill: the button colour with its label colour; outline: a border in the button colour, the page's text inside;
 * shadow: filled, with a hard offset shadow in the text colour; soft: filled, floating on a soft shadow. */
export type ButtonStyle = 'fill' | 'outline' | 'shadow' | 'soft';
export type Background = 'flat' | 'gradient';
export type Spacing = 'compact' | 'normal' | 'airy';
/** plain: the usual heading; bold: larger and tighter; caps: small capitals, spaced out. */
export type Heading = 'plain' | 'bold' | 'caps';

export interface BioTheme {
  name: string;
  /** A few words under the swatch. */
  summary: string;
  /** What picking the theme sets: colours as six-digit hex, button shape and font. */
  start: {
    backgroundColor: string;
    buttonColor: string;
    buttonTextColor: string;
    buttonShape: ButtonShape;
    fontFamily: FontFamily;
  };
  buttonStyle: ButtonStyle;
  background: Background;
  spacing: Spacing;
  heading: Heading;
}

export const BIO_THEME_TABLE: Readonly<Record<BioThemeId, BioTheme>> = {
  classic: {
    name: 'Classic',
    summary: 'White page, dark rounded buttons',
    start: {
      backgroundColor: '#FFFFFF',
      buttonColor: '#111111',
      buttonTextColor: '#FFFFFF',
      buttonShape: 'rounded',
      fontFamily: 'system',
    },
    buttonStyle: 'fill',
    background: 'flat',
    spacing: 'normal',
    heading: 'plain',
  },
  mint: {
    name: 'Mint',
    summary: 'Fresh green, soft pills',
    start: {
      backgroundColor: '#E6F5EF',
      buttonColor: '#0B6E5A',
      buttonTextColor: '#FFFFFF',
      buttonShape: 'pill',
      fontFamily: 'rounded',
    },
    buttonStyle: 'soft',
    background: 'gradient',
    spacing: 'airy',
    heading: 'plain',
  },
  midnight: {
    name: 'Midnight',
    summary: 'Dark navy, golden buttons',
    start: {
      backgroundColor: '#101828',
      buttonColor: '#F5C451',
      buttonTextColor: '#101828',
      buttonShape: 'rounded',
      fontFamily: 'system',
    },
    buttonStyle: 'fill',
    background: 'gradient',
    spacing: 'normal',
    heading: 'bold',
  },
  paper: {
    name: 'Paper',
    summary: 'Warm cream, serif, outlined',
    start: {
      backgroundColor: '#F7F1E3',
      buttonColor: '#3B2F2F',
      buttonTextColor: '#F7F1E3',
      buttonShape: 'square',
      fontFamily: 'serif',
    },
    buttonStyle: 'outline',
    background: 'flat',
    spacing: 'airy',
    heading: 'caps',
  },
  bold: {
    name: 'Bold',
    summary: 'Bright yellow, hard shadows',
    start: {
      backgroundColor: '#FFE14D',
      buttonColor: '#FFFFFF',
      buttonTextColor: '#111111',
      buttonShape: 'square',
      fontFamily: 'system',
    },
    buttonStyle: 'shadow',
    background: 'flat',
    spacing: 'compact',
    heading: 'bold',
  },
  terminal: {
    name: 'Terminal',
    summary: 'Black screen, green type',
    start: {
      backgroundColor: '#0B0F0C',
      buttonColor: '#39D98A',
      buttonTextColor: '#0B0F0C',
      buttonShape: 'square',
      fontFamily: 'mono',
    },
    buttonStyle: 'fill',
    background: 'flat',
    spacing: 'compact',
    heading: 'caps',
  },
  blush: {
    name: 'Blush',
    summary: 'Pale pink, berry pills',
    start: {
      backgroundColor: '#FDE8EF',
      buttonColor: '#A3214A',
      buttonTextColor: '#FFFFFF',
      buttonShape: 'pill',
      fontFamily: 'serif',
    },
    buttonStyle: 'soft',
    background: 'gradient',
    spacing: 'normal',
    heading: 'plain',
  },
  ocean: {
    name: 'Ocean',
    summary: 'Deep blue, white pills',
    start: {
      backgroundColor: '#0B3C5D',
      buttonColor: '#FFFFFF',
      buttonTextColor: '#0B3C5D',
      buttonShape: 'pill',
      fontFamily: 'rounded',
    },
    buttonStyle: 'fill',
    background: 'gradient',
    spacing: 'airy',
    heading: 'bold',
  },
};

/** A theme id as it is, the default for anything else (a page stored before themes, an unknown value). */
export const themeIdOf = (id: string | undefined): BioThemeId =>
  (BIO_THEMES as readonly string[]).includes(id ?? '') ? (id as BioThemeId) : DEFAULT_THEME;

export const bioThemeOf = (id: string | undefined): BioTheme => BIO_THEME_TABLE[themeIdOf(id)];

/** The font stacks: system fonts only, nothing downloaded to draw the page. */
export const FONT_STACKS: Readonly<Record<FontFamily, string>> = {
  system: "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  serif: "Georgia,'Iowan Old Style','Times New Roman',serif",
  mono: 'ui-monospace,Menlo,Consolas,monospace',
  rounded: "ui-rounded,'Arial Rounded MT Bold','Trebuchet MS',system-ui,sans-serif",
};

export const BUTTON_RADII: Readonly<Record<ButtonShape, string>> = { square: '0', rounded: '12px', pill: '999px' };

/** Space between buttons and inside each; featuredBlock: the taller top and bottom padding of a featured button. */
export const SPACINGS: Readonly<Record<Spacing, { gap: string; padding: string; featuredBlock: string }>> = {
  compact: { gap: '.5rem', padding: '.75rem 1rem', featuredBlock: '1.1rem' },
  normal: { gap: '.75rem', padding: '.95rem 1rem', featuredBlock: '1.4rem' },
  airy: { gap: '1rem', padding: '1.15rem 1.25rem', featuredBlock: '1.7rem' },
};

/** The page's text colour on a background: black or white, whichever reads better (always at least 4.5:1). */
export const INKS = { dark: '#000000', light: '#FFFFFF' } as const;

/** The text colour of a page on this background: the ink with the higher contrast. */
export function inkOn(background: string): (typeof INKS)[keyof typeof INKS] {
  const bg = normaliseColour(background);
  return contrastRatio(INKS.dark, bg) >= contrastRatio(INKS.light, bg) ? INKS.dark : INKS.light;
}
