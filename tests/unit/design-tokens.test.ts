import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const VIEWS = 'src/views';
/** The one place the app's design tokens are defined (its :root block). */
const TOKENS_FILE = 'src/views/shell/shell.css';

/**
 * Style sheets that may keep raw colours, each with its reason. None now: the bio page preview, which once painted
 * the creator's colours here, is the server's own page in a frame.
 */
const REAL_EXCEPTIONS: readonly string[] = [];

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(path);
    return entry.name.endsWith('.css') ? [relative('.', path)] : [];
  });
}

/** Each line of `css` with a raw colour, as "file:line: text"; token definitions (`--lm-…: value`) excepted. */
function rawColours(file: string): string[] {
  const definesTokens = file === TOKENS_FILE;
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const withoutComments = line.replace(/\/\*.*?\*\//g, '');
      if (definesTokens && /^\s*--lm-[a-z0-9-]+:/.test(withoutComments)) return [];
      return RAW_COLOUR.test(withoutComments) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
    });
}

describe('design tokens', () => {
  const sheets = styleSheets(VIEWS);

  it('finds the app style sheets and the token file', () => {
    expect(sheets.length).toBeGreaterThan(20);
    expect(sheets).toContain(TOKENS_FILE);
    for (const file of REAL_EXCEPTIONS) expect(sheets).toContain(file);
  });

  it('no style sheet of the app writes a raw colour: each comes from a --lm-* token', () => {
    const allowed = new Set(REAL_EXCEPTIONS);
    const found = sheets.filter((file) => !allowed.has(file)).flatMap(rawColours);
    expect(found).toEqual([]);
  });

  it('every --lm-* token a style sheet uses is defined', () => {
    const defined = new Set<string>();
    for (const file of sheets) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(--lm-[a-z0-9-]+)\s*:/g)) defined.add(match[1] ?? '');
    }
    const undefinedTokens = sheets.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--lm-[a-z0-9-]+)/g)]
        .map((match) => match[1] ?? '')
        .filter((token) => !defined.has(token))
        .map((token) => `${file}: ${token}`),
    );
    expect(undefinedTokens).toEqual([]);
  });
});
