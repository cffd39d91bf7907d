import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BundleRow {
  chunk: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Brotli at its highest quality, as the server's precompressed `.br` variants are made. */
  brotliBytes: number;
}

/** Initial JS budget of the shell, gzip (issue 29: a lighter shell). */
export const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

/** The JS a chunk needs on top of what is already loaded: itself plus its static imports, minus `loaded`. */
function closure(manifest: Record<string, ManifestChunk>, key: string, loaded: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k) || loaded.has(k)) return;
    seen.add(k);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return [...seen];
}

export function bundleReport(appDir: string): BundleRow[] {
  const manifest = JSON.parse(readFileSync(join(appDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const size = (keys: string[]) =>
    keys.reduce(
      (acc, k) => {
        const body = readFileSync(join(appDir, manifest[k]!.file));
        return {
          raw: acc.raw + body.length,
          gzip: acc.gzip + gzipSync(body, { level: 9 }).length,
          brotli: acc.brotli + brotliCompressSync(body).length,
        };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const initial = closure(manifest, entry, new Set());
  const initialSize = size(initial);
  const rows: BundleRow[] = [
    {
      chunk: 'initial (entry + static imports)',
      files: initial.length,
      rawBytes: initialSize.raw,
      gzipBytes: initialSize.gzip,
      brotliBytes: initialSize.brotli,
    },
  ];
  for (const key of Object.keys(manifest)
    .filter((k) => manifest[k]!.isDynamicEntry)
    .sort()) {
    const keys = closure(manifest, key, new Set(initial));
    const s = size(keys);
    rows.push({
      chunk: manifest[key]!.src ?? key,
      files: keys.length,
      rawBytes: s.raw,
      gzipBytes: s.gzip,
      brotliBytes: s.brotli,
    });
  }
  return rows;
}

export function formatBundleTable(rows: BundleRow[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const header = ['chunk', 'files', 'raw', 'gzip', 'brotli'];
  const body = rows.map((r) => [r.chunk, String(r.files), kb(r.rawBytes), kb(r.gzipBytes), kb(r.brotliBytes)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
