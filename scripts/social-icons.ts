/**
 * Writes server/modules/bio-link/social-icons.generated.ts (`npm run gen`): the SVG path of each social network a
 * bio page links to, taken from the simple-icons package (CC0 brand icons, 24x24 view box), so the server holds
 * the eight paths it draws rather than loading the whole set. tests/unit/social-icons-generated.test.ts compares
 * the committed file with this output.
 */
import { resolve } from 'node:path';
import { siFacebook, siInstagram, siPinterest, siSnapchat, siThreads, siTiktok, siX, siYoutube } from 'simple-icons';

export const SOCIAL_ICONS_PATH = resolve(import.meta.dirname, '../server/modules/bio-link/social-icons.generated.ts');

/** The networks' icons by the platform names of the bio page (twitter is X now). */
export const ICONS = {
  instagram: siInstagram,
  facebook: siFacebook,
  tiktok: siTiktok,
  youtube: siYoutube,
  pinterest: siPinterest,
  twitter: siX,
  threads: siThreads,
  snapchat: siSnapchat,
} as const;

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;

export type PathToken =
  { kind: 'command'; text: string } | { kind: 'flag'; text: string } | { kind: 'number'; value: number };

/** A path's commands, numbers and arc flags (the 4th and 5th of an arc's seven numbers: single digits, maybe run together). */
export function pathTokens(d: string): PathToken[] {
  const tokens: PathToken[] = [];
  let command = '';
  let index = 0;
  for (let at = 0; at < d.length;) {
    const char = d[at]!;
    if (/[a-zA-Z]/.test(char)) {
      tokens.push({ kind: 'command', text: char });
      command = char;
      index = 0;
      at += 1;
    } else if (char === ' ' || char === ',') {
      at += 1;
    } else if (/[aA]/.test(command) && (index % 7 === 3 || index % 7 === 4)) {
      tokens.push({ kind: 'flag', text: char });
      index += 1;
      at += 1;
    } else {
      const text = NUMBER.exec(d.slice(at))![0];
      tokens.push({ kind: 'number', value: Number(text) });
      index += 1;
      at += text.length;
    }
  }
  return tokens;
}

/** How many numbers each path command takes, and which of them are x and y coordinates (the rest: radii, angle, flags). */
const PARAMS: Readonly<Record<string, { count: number; xs: readonly number[]; ys: readonly number[] }>> = {
  m: { count: 2, xs: [0], ys: [1] },
  l: { count: 2, xs: [0], ys: [1] },
  t: { count: 2, xs: [0], ys: [1] },
  h: { count: 1, xs: [0], ys: [] },
  v: { count: 1, xs: [], ys: [0] },
  c: { count: 6, xs: [0, 2, 4], ys: [1, 3, 5] },
  s: { count: 4, xs: [0, 2], ys: [1, 3] },
  q: { count: 4, xs: [0, 2], ys: [1, 3] },
  a: { count: 7, xs: [5], ys: [6] },
  z: { count: 0, xs: [], ys: [] },
};

/** A segment of a path: its command as written and its numbers in absolute coordinates (flags as 0 or 1). */
export interface AbsoluteSegment {
  command: string;
  values: number[];
  /** The command letter was written (not a repetition of the one before). */
  explicit: boolean;
}

/** The path's segments with every coordinate made absolute, so two writings of one shape can be compared point by point. */
export function absoluteSegments(d: string): AbsoluteSegment[] {
  const tokens = pathTokens(d);
  const segments: AbsoluteSegment[] = [];
  let cur = { x: 0, y: 0 };
  let start = cur;
  let command = '';
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at]!;
    const explicit = token.kind === 'command';
    if (token.kind === 'command') {
      command = token.text;
      at += 1;
      if (command.toLowerCase() === 'z') {
        segments.push({ command, values: [], explicit });
        cur = start;
        continue;
      }
    }
    const { count, xs, ys } = PARAMS[command.toLowerCase()]!;
    const relative = command === command.toLowerCase();
    const values = tokens
      .slice(at, at + count)
      .map((t) => (t.kind === 'number' ? t.value : t.kind === 'flag' ? Number(t.text) : NaN));
    at += count;
    for (const i of xs) values[i]! += relative ? cur.x : 0;
    for (const i of ys) values[i]! += relative ? cur.y : 0;
    segments.push({ command, values, explicit });
    cur = { x: xs.length > 0 ? values[xs.at(-1)!]! : cur.x, y: ys.length > 0 ? values[ys.at(-1)!]! : cur.y };
    if (command.toLowerCase() === 'm' && explicit) start = cur;
  }
  return segments;
}

/** Tenths of a unit: a 24-unit icon drawn at 24 px moves no point by more than a twentieth of a pixel. */
const STEP = 10;
const round = (value: number) => Math.round(value * STEP) / STEP;

function numberText(value: number): string {
  return String(round(value)).replace(/^(-?)0\./, '$1.');
}

/**
 * A path with every point rounded to tenths of a unit in absolute coordinates, written back as the original's
 * commands (relative ones as the difference of rounded points, so rounding never accumulates along the path),
 * which takes about half off the marks' size; flags always stand between spaces.
 */
export function roundedPath(d: string): string {
  let out = '';
  let last: string | null = null;
  let cur = { x: 0, y: 0 };
  let start = cur;
  for (const { command, values, explicit } of absoluteSegments(d)) {
    const lower = command.toLowerCase();
    if (explicit) {
      out += command;
      last = null;
    }
    if (lower === 'z') {
      cur = start;
      continue;
    }
    const { xs, ys } = PARAMS[lower]!;
    const relative = command === lower;
    const rounded = values.map((v, i) => (xs.includes(i) || ys.includes(i) ? round(v) : v));
    values.forEach((value, i) => {
      if (lower === 'a' && (i === 3 || i === 4)) {
        out += `${last === null ? '' : ' '}${value}`;
        last = ' ';
        return;
      }
      const origin = xs.includes(i) ? cur.x : ys.includes(i) ? cur.y : 0;
      const text = numberText(rounded[i]! - (relative ? origin : 0));
      const joined: boolean = last === null || text.startsWith('-') || (text.startsWith('.') && last.includes('.'));
      out += `${joined ? '' : ' '}${text}`;
      last = text;
    });
    cur = { x: xs.length > 0 ? rounded[xs.at(-1)!]! : cur.x, y: ys.length > 0 ? rounded[ys.at(-1)!]! : cur.y };
    if (lower === 'm' && explicit) start = cur;
  }
  return out;
}

export function socialIconsSource(): string {
  return [
    '/**',
    ' * Generated by `npm run gen` (scripts/social-icons.ts) from the simple-icons package (CC0-1.0). Do not edit:',
    ' * a test fails while this file is stale. Each value is the `d` of a path in a 0 0 24 24 view box.',
    ' */',
    'export const BRAND_ICON_PATHS = {',
    // Each path is longer than a line, so it goes under its key as Prettier would put it.
    ...Object.entries(ICONS).map(([platform, icon]) => `  ${platform}:\n    '${roundedPath(icon.path)}',`),
    '} as const;',
    '',
  ].join('\n');
}
