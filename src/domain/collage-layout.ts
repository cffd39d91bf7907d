/**
 * The automatic layout of an AI collage: where each product picture goes on the canvas, chosen from how many
 * pictures there are, their shapes (width / height) and the creator's preference (style and spacing). Pure and
 * deterministic, so the server renders what the editor previews, and property tests can check that tiles never
 * overlap, stay inside the canvas and place every product exactly once. No remote service is involved.
 */

export type CollageStyle = 'grid' | 'mosaic' | 'magazine' | 'minimal';

export const COLLAGE_STYLES: readonly CollageStyle[] = ['grid', 'mosaic', 'magazine', 'minimal'];

/** The canvas every collage is rendered on: square, the size social posts use. */
export const COLLAGE_CANVAS = { width: 1080, height: 1080 } as const;
/** Products in one collage (the contract's CollageCreateRequest). */
export const MIN_COLLAGE_ITEMS = 2;
export const MAX_COLLAGE_ITEMS = 9;
/** Pixels between and around tiles (CollageSpacing). */
export const MAX_COLLAGE_SPACING = 48;
/** Shapes beyond these are treated as these, so no tile shrinks to a sliver. */
const MIN_ASPECT = 0.25;
const MAX_ASPECT = 4;

export interface CollagePicture {
  /** The product the picture stands for. */
  id: string;
  /** Width divided by height of its picture (1 for a product shown as a card). */
  aspect: number;
}

export interface CollageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CollageTilePlacement extends CollageRect {
  id: string;
}

export interface CollageLayout {
  width: number;
  height: number;
  /** One per picture, in the order the pictures were given. */
  tiles: CollageTilePlacement[];
  /** What was chosen, in plain words, for the editor and the public page. */
  note: string;
}

export interface CollageLayoutOptions {
  style: CollageStyle;
  spacing: number;
  canvas?: { width: number; height: number };
}

const clampAspect = (aspect: number) =>
  Number.isFinite(aspect) && aspect > 0 ? Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, aspect)) : 1;

/**
 * Splits `total` pixels into integer parts proportional to `weights` that add up to `total` exactly (largest
 * remainders get the spare pixels), each at least 1 when there is room for that.
 */
export function partition(total: number, weights: readonly number[]): number[] {
  const count = weights.length;
  if (count === 0) return [];
  const floorEach = total >= count ? 1 : 0;
  const spare = total - floorEach * count;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (w / sum) * spare : spare / count));
  const parts = exact.map((e) => Math.floor(e));
  let left = spare - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts.map((p) => p + floorEach);
}

/** Lays sizes out one after another along an axis from `start`, with `gap` between them. */
function offsets(start: number, sizes: readonly number[], gap: number): number[] {
  const result: number[] = [];
  let at = start;
  for (const size of sizes) {
    result.push(at);
    at += size + gap;
  }
  return result;
}

/** Rows of tiles filling `rect`: row heights by `rowWeights`, widths within each row by the pictures' weights. */
function rowsIn(
  rect: CollageRect,
  rows: readonly CollagePicture[][],
  gap: number,
  rowWeights: readonly number[],
  weightOf: (p: CollagePicture) => number,
) {
  const heights = partition(rect.height - gap * (rows.length - 1), rowWeights);
  const tops = offsets(rect.y, heights, gap);
  return rows.flatMap((row, r) => {
    const widths = partition(rect.width - gap * (row.length - 1), row.map(weightOf));
    const lefts = offsets(rect.x, widths, gap);
    return row.map((p, i) => ({ id: p.id, x: lefts[i]!, y: tops[r]!, width: widths[i]!, height: heights[r]! }));
  });
}

/** Cuts the pictures, in order, into rows of the given lengths. */
function chunk<T>(items: readonly T[], lengths: readonly number[]): T[][] {
  const rows: T[][] = [];
  let at = 0;
  for (const length of lengths) {
    rows.push(items.slice(at, at + length));
    at += length;
  }
  return rows;
}

/** Row lengths for n pictures in r rows, as even as can be, the longer rows first. */
function evenRows(n: number, r: number): number[] {
  return Array.from({ length: r }, (_, i) => Math.floor(n / r) + (i < n % r ? 1 : 0));
}

/**
 * Equal cells, `columns` per row; the last row, when shorter, is centred with cells of the same size. Each tile is
 * the cell itself, or with `fit` the largest rectangle of the picture's shape centred in the cell.
 */
function cells(
  rect: CollageRect,
  pictures: readonly CollagePicture[],
  columns: number,
  gap: number,
  fit: boolean,
): CollageTilePlacement[] {
  const rowCount = Math.ceil(pictures.length / columns);
  const cellWidth = Math.max(1, Math.floor((rect.width - gap * (columns - 1)) / columns));
  const heights = partition(
    rect.height - gap * (rowCount - 1),
    Array.from({ length: rowCount }, () => 1),
  );
  const tops = offsets(rect.y, heights, gap);
  return pictures.map((p, index) => {
    const row = Math.floor(index / columns);
    const inRow = Math.min(columns, pictures.length - row * columns);
    const rowWidth = inRow * cellWidth + (inRow - 1) * gap;
    const x = rect.x + Math.floor((rect.width - rowWidth) / 2) + (index % columns) * (cellWidth + gap);
    const cell = { x, y: tops[row]!, width: cellWidth, height: heights[row]! };
    if (!fit) return { id: p.id, ...cell };
    const aspect = clampAspect(p.aspect);
    const width = Math.max(1, Math.min(cell.width, Math.floor(cell.height * aspect)));
    const height = Math.max(1, Math.min(cell.height, Math.floor(width / aspect)));
    return {
      id: p.id,
      x: cell.x + Math.floor((cell.width - width) / 2),
      y: cell.y + Math.floor((cell.height - height) / 2),
      width,
      height,
    };
  });
}

/** The column count whose cells come closest to the pictures' usual shape, with few empty cells. */
function bestColumns(rect: CollageRect, pictures: readonly CollagePicture[], gap: number, maxColumns: number): number {
  const target = Math.log(median(pictures.map((p) => clampAspect(p.aspect))));
  let best = 1;
  let bestScore = Infinity;
  for (let columns = 1; columns <= Math.min(maxColumns, pictures.length); columns += 1) {
    const rows = Math.ceil(pictures.length / columns);
    const cellAspect = (rect.width - gap * (columns - 1)) / columns / ((rect.height - gap * (rows - 1)) / rows);
    const score = Math.abs(Math.log(cellAspect) - target) + 0.35 * (rows * columns - pictures.length);
    if (score < bestScore - 1e-9) {
      best = columns;
      bestScore = score;
    }
  }
  return best;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Justified rows: each picture keeps its shape within its row; the row count whose natural height fits best. */
function mosaic(rect: CollageRect, pictures: readonly CollagePicture[], gap: number) {
  let best: { rows: CollagePicture[][]; heights: number[]; misfit: number } | undefined;
  for (let r = 1; r <= pictures.length; r += 1) {
    const lengths = balancedRows(pictures, r);
    // Only row counts whose gaps leave every tile at least a pixel each way (many thin rows with wide spacing on a
    // small canvas would not).
    if (!leavesRoom(rect, lengths, gap)) continue;
    const rows = chunk(pictures, lengths);
    const heights = rows.map(
      (row) => (rect.width - gap * (row.length - 1)) / row.reduce((sum, p) => sum + clampAspect(p.aspect), 0),
    );
    const natural = heights.reduce((a, b) => a + b, 0) + gap * (r - 1);
    const misfit = Math.abs(Math.log(natural / rect.height));
    if (!best || misfit < best.misfit - 1e-9) best = { rows, heights, misfit };
  }
  // Some row count always leaves room on a canvas the preferences allow; even rows of about √n are the fallback.
  const chosen = best ?? {
    rows: chunk(pictures, evenRows(pictures.length, Math.ceil(Math.sqrt(pictures.length)))),
    heights: [],
  };
  const weights = chosen.heights.length > 0 ? chosen.heights : chosen.rows.map(() => 1);
  return { rows: chosen.rows.length, tiles: rowsIn(rect, chosen.rows, gap, weights, (p) => clampAspect(p.aspect)) };
}

/** Whether rows of these lengths, `gap` apart, leave at least one pixel to each tile in `rect`. */
function leavesRoom(rect: CollageRect, lengths: readonly number[], gap: number): boolean {
  return (
    rect.height - gap * (lengths.length - 1) >= lengths.length && lengths.every((n) => rect.width - gap * (n - 1) >= n)
  );
}

/** Row lengths for r rows whose sums of shapes are as even as the order allows (each row gets at least one). */
function balancedRows(pictures: readonly CollagePicture[], r: number): number[] {
  const aspects = pictures.map((p) => clampAspect(p.aspect));
  const total = aspects.reduce((a, b) => a + b, 0);
  const lengths: number[] = [];
  let at = 0;
  for (let row = 0; row < r; row += 1) {
    const rowsLeft = r - row;
    const target = (total - aspects.slice(0, at).reduce((a, b) => a + b, 0)) / rowsLeft;
    let length = 1;
    let sum = aspects[at]!;
    // Take another picture while it brings the row closer to its share and leaves one for every later row.
    while (
      at + length < pictures.length - (rowsLeft - 1) &&
      Math.abs(sum + aspects[at + length]! - target) < Math.abs(sum - target)
    ) {
      sum += aspects[at + length]!;
      length += 1;
    }
    if (rowsLeft === 1) length = pictures.length - at;
    lengths.push(length);
    at += length;
  }
  return lengths;
}

/** The first product large (a column on the left for upright pictures, a band on top for wide ones), the rest beside it. */
function magazine(
  rect: CollageRect,
  pictures: readonly CollagePicture[],
  gap: number,
): { tiles: CollageTilePlacement[]; hero: 'left' | 'top' } {
  const [hero, ...rest] = pictures;
  const wide = clampAspect(hero!.aspect) > 1.2;
  if (wide) {
    const [heroHeight, restHeight] = partition(rect.height - gap, [3, 2]);
    const heroTile = { id: hero!.id, x: rect.x, y: rect.y, width: rect.width, height: heroHeight! };
    // The others in rows across the bottom band, side by side.
    const band = { x: rect.x, y: rect.y + heroHeight! + gap, width: rect.width, height: restHeight! };
    const bandRows = chunk(rest, evenRows(rest.length, rest.length > 4 ? 2 : 1));
    return {
      hero: 'top',
      tiles: [
        heroTile,
        ...rowsIn(
          band,
          bandRows,
          gap,
          bandRows.map(() => 1),
          () => 1,
        ),
      ],
    };
  }
  const [heroWidth, restWidth] = partition(rect.width - gap, [3, 2]);
  const heroTile = { id: hero!.id, x: rect.x, y: rect.y, width: heroWidth!, height: rect.height };
  const column = { x: rect.x + heroWidth! + gap, y: rect.y, width: restWidth!, height: rect.height };
  // Two to a row in the column, so the others stay readable beside the large one.
  const columnRows = chunk(rest, evenRows(rest.length, Math.ceil(rest.length / 2)));
  return {
    hero: 'left',
    tiles: [
      heroTile,
      ...rowsIn(
        column,
        columnRows,
        gap,
        columnRows.map(() => 1),
        () => 1,
      ),
    ],
  };
}

/** The usual shape of the tiles as laid out (not of the pictures: a card or a cropped picture takes its tile's shape). */
function shapeWord(tiles: readonly CollageTilePlacement[]): string {
  const usual = median(tiles.map((t) => t.width / Math.max(1, t.height)));
  return usual < 0.8 ? 'tiles mostly upright' : usual > 1.25 ? 'tiles mostly wide' : 'tiles mostly square';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Places every picture on the canvas for the style and spacing; the tiles come back in the pictures' order. */
export function layoutCollage(pictures: readonly CollagePicture[], options: CollageLayoutOptions): CollageLayout {
  const canvas = options.canvas ?? COLLAGE_CANVAS;
  if (pictures.length === 0)
    return { width: canvas.width, height: canvas.height, tiles: [], note: 'No pictures to lay out.' };
  const spacing = Math.max(0, Math.min(MAX_COLLAGE_SPACING, Math.round(options.spacing)));
  // Minimal keeps wide margins whatever the spacing says.
  const margin = options.style === 'minimal' ? Math.max(spacing, 32) : spacing;
  const inner = { x: margin, y: margin, width: canvas.width - 2 * margin, height: canvas.height - 2 * margin };
  const count = plural(pictures.length, 'picture');
  let tiles: CollageTilePlacement[];
  let what: string;
  if (options.style === 'mosaic' || (options.style === 'magazine' && pictures.length < 3)) {
    const laid = mosaic(inner, pictures, spacing);
    tiles = laid.tiles;
    what = `Mosaic in ${plural(laid.rows, 'row')}`;
  } else if (options.style === 'magazine') {
    const laid = magazine(inner, pictures, spacing);
    tiles = laid.tiles;
    what = `Magazine with the first product ${laid.hero === 'left' ? 'large on the left' : 'large on top'}`;
  } else {
    const fit = options.style === 'minimal';
    const columns = bestColumns(inner, pictures, spacing, fit ? 3 : 4);
    tiles = cells(inner, pictures, columns, spacing, fit);
    what = `${fit ? 'Minimal grid' : 'Grid'} of ${plural(columns, 'column')} and ${plural(Math.ceil(pictures.length / columns), 'row')}`;
  }
  const byId = new Map(tiles.map((tile) => [tile.id, tile]));
  return {
    width: canvas.width,
    height: canvas.height,
    tiles: pictures.map((p) => byId.get(p.id)!),
    note: `${what} for ${count}, ${shapeWord(tiles)}; chosen automatically.`,
  };
}
