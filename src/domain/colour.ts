/**
 * Colour input of the bio page look (spec §5): whatever form a creator gives, the stored colour is six-digit
 * uppercase hex. #RGB is expanded, #RRGGBB upper-cased, rgb()/rgba() and hsl()/hsla() converted (alpha dropped:
 * the page has no transparency to show it against), CSS colour names mapped, and anything else is #000000.
 * Shared by the server (bio link save) and the app's customize form, so both show the same stored value.
 */

export type HexColour = `#${string}`;

/** What every input that is not a colour becomes. */
export const FALLBACK_COLOUR: HexColour = '#000000';

/** The CSS Color Module Level 4 named colours (transparent and currentcolor have no hex of their own). */
export const NAMED_COLOURS: Readonly<Record<string, string>> = {
  aliceblue: 'F0F8FF',
  antiquewhite: 'FAEBD7',
  aqua: '00FFFF',
  aquamarine: '7FFFD4',
  azure: 'F0FFFF',
  beige: 'F5F5DC',
  bisque: 'FFE4C4',
  black: '000000',
  blanchedalmond: 'FFEBCD',
  blue: '0000FF',
  blueviolet: '8A2BE2',
  brown: 'A52A2A',
  burlywood: 'DEB887',
  cadetblue: '5F9EA0',
  chartreuse: '7FFF00',
  chocolate: 'D2691E',
  coral: 'FF7F50',
  cornflowerblue: '6495ED',
  cornsilk: 'FFF8DC',
  crimson: 'DC143C',
  cyan: '00FFFF',
  darkblue: '00008B',
  darkcyan: '008B8B',
  darkgoldenrod: 'B8860B',
  darkgray: 'A9A9A9',
  darkgreen: '006400',
  darkgrey: 'A9A9A9',
  darkkhaki: 'BDB76B',
  darkmagenta: '8B008B',
  darkolivegreen: '556B2F',
  darkorange: 'FF8C00',
  darkorchid: '9932CC',
  darkred: '8B0000',
  darksalmon: 'E9967A',
  darkseagreen: '8FBC8F',
  darkslateblue: '483D8B',
  darkslategray: '2F4F4F',
  darkslategrey: '2F4F4F',
  darkturquoise: '00CED1',
  darkviolet: '9400D3',
  deeppink: 'FF1493',
  deepskyblue: '00BFFF',
  dimgray: '696969',
  dimgrey: '696969',
  dodgerblue: '1E90FF',
  firebrick: 'B22222',
  floralwhite: 'FFFAF0',
  forestgreen: '228B22',
  fuchsia: 'FF00FF',
  gainsboro: 'DCDCDC',
  ghostwhite: 'F8F8FF',
  gold: 'FFD700',
  goldenrod: 'DAA520',
  gray: '808080',
  green: '008000',
  greenyellow: 'ADFF2F',
  grey: '808080',
  honeydew: 'F0FFF0',
  hotpink: 'FF69B4',
  indianred: 'CD5C5C',
  indigo: '4B0082',
  ivory: 'FFFFF0',
  khaki: 'F0E68C',
  lavender: 'E6E6FA',
  lavenderblush: 'FFF0F5',
  lawngreen: '7CFC00',
  lemonchiffon: 'FFFACD',
  lightblue: 'ADD8E6',
  lightcoral: 'F08080',
  lightcyan: 'E0FFFF',
  lightgoldenrodyellow: 'FAFAD2',
  lightgray: 'D3D3D3',
  lightgreen: '90EE90',
  lightgrey: 'D3D3D3',
  lightpink: 'FFB6C1',
  lightsalmon: 'FFA07A',
  lightseagreen: '20B2AA',
  lightskyblue: '87CEFA',
  lightslategray: '778899',
  lightslategrey: '778899',
  lightsteelblue: 'B0C4DE',
  lightyellow: 'FFFFE0',
  lime: '00FF00',
  limegreen: '32CD32',
  linen: 'FAF0E6',
  magenta: 'FF00FF',
  maroon: '800000',
  mediumaquamarine: '66CDAA',
  mediumblue: '0000CD',
  mediumorchid: 'BA55D3',
  mediumpurple: '9370DB',
  mediumseagreen: '3CB371',
  mediumslateblue: '7B68EE',
  mediumspringgreen: '00FA9A',
  mediumturquoise: '48D1CC',
  mediumvioletred: 'C71585',
  midnightblue: '191970',
  mintcream: 'F5FFFA',
  mistyrose: 'FFE4E1',
  moccasin: 'FFE4B5',
  navajowhite: 'FFDEAD',
  navy: '000080',
  oldlace: 'FDF5E6',
  olive: '808000',
  olivedrab: '6B8E23',
  orange: 'FFA500',
  orangered: 'FF4500',
  orchid: 'DA70D6',
  palegoldenrod: 'EEE8AA',
  palegreen: '98FB98',
  paleturquoise: 'AFEEEE',
  palevioletred: 'DB7093',
  papayawhip: 'FFEFD5',
  peachpuff: 'FFDAB9',
  peru: 'CD853F',
  pink: 'FFC0CB',
  plum: 'DDA0DD',
  powderblue: 'B0E0E6',
  purple: '800080',
  rebeccapurple: '663399',
  red: 'FF0000',
  rosybrown: 'BC8F8F',
  royalblue: '4169E1',
  saddlebrown: '8B4513',
  salmon: 'FA8072',
  sandybrown: 'F4A460',
  seagreen: '2E8B57',
  seashell: 'FFF5EE',
  sienna: 'A0522D',
  silver: 'C0C0C0',
  skyblue: '87CEEB',
  slateblue: '6A5ACD',
  slategray: '708090',
  slategrey: '708090',
  snow: 'FFFAFA',
  springgreen: '00FF7F',
  steelblue: '4682B4',
  tan: 'D2B48C',
  teal: '008080',
  thistle: 'D8BFD8',
  tomato: 'FF6347',
  turquoise: '40E0D0',
  violet: 'EE82EE',
  wheat: 'F5DEB3',
  white: 'FFFFFF',
  whitesmoke: 'F5F5F5',
  yellow: 'FFFF00',
  yellowgreen: '9ACD32',
};

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
/** The arguments of rgb()/hsl(): three values and an optional alpha, comma- or space-separated (CSS 3 and 4 syntax). */
const ARGS = new RegExp(
  String.raw`^\(\s*(${NUMBER})(%|deg|grad|rad|turn)?\s*(?:,\s*|\s+)(${NUMBER})(%)?\s*(?:,\s*|\s+)(${NUMBER})(%)?\s*(?:(?:,|/)\s*${NUMBER}%?\s*)?\)$`,
  'i',
);
const FUNCTION = /^(rgba?|hsla?)(\(.*\))$/i;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const hex2 = (channel: number) =>
  Math.round(clamp(channel, 0, 255))
    .toString(16)
    .toUpperCase()
    .padStart(2, '0');

/** A channel of rgb(): a number 0-255 or a percentage. */
const rgbChannel = (value: number, percent: boolean) => (percent ? (value / 100) * 255 : value);

/** Degrees of an hsl() hue with its unit. */
function hueDegrees(value: number, unit: string | undefined): number {
  switch (unit?.toLowerCase()) {
    case 'grad':
      return value * 0.9;
    case 'rad':
      return (value * 180) / Math.PI;
    case 'turn':
      return value * 360;
    default:
      return value;
  }
}

/** CSS's hsl-to-rgb: hue in degrees, saturation and lightness 0-1; channels 0-255. */
export function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 30;
  const s = clamp(saturation, 0, 1);
  const l = clamp(lightness, 0, 1);
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h) % 12;
    return (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return [f(0), f(8), f(4)];
}

function fromFunction(name: string, args: string): HexColour | undefined {
  const match = ARGS.exec(args);
  if (!match) return undefined;
  const [, first, firstUnit, second, secondPercent, third, thirdPercent] = match;
  const values = [Number(first), Number(second), Number(third)];
  if (values.some((v) => !Number.isFinite(v))) return undefined;
  const [x, y, z] = values as [number, number, number];
  if (name.startsWith('rgb')) {
    // rgb() takes plain numbers or percentages, never angles.
    if (firstUnit !== undefined && firstUnit !== '%') return undefined;
    const channels = [
      rgbChannel(x, firstUnit === '%'),
      rgbChannel(y, secondPercent === '%'),
      rgbChannel(z, thirdPercent === '%'),
    ];
    return `#${channels.map(hex2).join('')}`;
  }
  // hsl(): a hue (no %), then saturation and lightness as percentages.
  if (firstUnit === '%' || secondPercent !== '%' || thirdPercent !== '%') return undefined;
  return `#${hslToRgb(hueDegrees(x, firstUnit), y / 100, z / 100)
    .map(hex2)
    .join('')}`;
}

/** Any colour input to six-digit uppercase hex; what is not a colour becomes #000000. */
export function normaliseColour(input: unknown): HexColour {
  if (typeof input !== 'string') return FALLBACK_COLOUR;
  const text = input.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (short)
    return `#${short
      .slice(1, 4)
      .map((d) => d! + d!)
      .join('')}`.toUpperCase() as HexColour;
  if (/^#[0-9a-f]{6}$/i.test(text)) return text.toUpperCase() as HexColour;
  // Own keys only: 'constructor' or 'toString' typed as a colour are not colours.
  const name = text.toLowerCase();
  if (Object.hasOwn(NAMED_COLOURS, name)) return `#${NAMED_COLOURS[name]}`;
  const call = FUNCTION.exec(text);
  return (call && fromFunction(call[1]!.toLowerCase(), call[2]!)) || FALLBACK_COLOUR;
}

/** WCAG relative luminance of a six-digit hex colour. */
function luminance(hex: HexColour): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two normalised colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: HexColour, b: HexColour): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Below this a button's label is too close to its button colour to read (WCAG's minimum for large text). */
export const MIN_BUTTON_CONTRAST = 3;
