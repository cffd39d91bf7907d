import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BROTLI_ONCE, compressVariants, MIN_COMPRESSED_BYTES, type Variants } from '../content-encoding';

/**
 * The app's files with their brotli (quality 11) and gzip variants. Brotli at 11 is slow (about 7 s for the whole
 * built app on one core), so each variant is kept on disk under the app's folder, named by the file's hash: a
 * server start after the first one of a build reads them instead of compressing again. The build empties the
 * folder. When it cannot be written (a read-only app folder), the server compresses at every start.
 */

/** The folder beside the built files that holds their compressed variants (never served). */
export const COMPRESSED_DIR = '.compressed';

function readKept(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function keep(dir: string, name: string, body: Uint8Array): void {
  try {
    mkdirSync(dir, { recursive: true });
    // Written whole, then renamed: another server starting at the same moment never reads half a file.
    const partial = join(dir, `${name}.${process.pid}.partial`);
    writeFileSync(partial, body);
    renameSync(partial, join(dir, name));
  } catch {
    // A read-only app folder: the variant is still served from memory.
  }
}

/** The file and, when it is big enough and shrinks, its brotli and gzip variants (read from the folder when kept). */
export function assetVariants(body: Uint8Array, appDir: string): Variants {
  if (body.byteLength < MIN_COMPRESSED_BYTES) return { identity: body };
  const dir = join(appDir, COMPRESSED_DIR);
  const name = `${createHash('sha256').update(body).digest('hex')}.br${BROTLI_ONCE}`;
  const kept = readKept(join(dir, name));
  if (kept === undefined) {
    const made = compressVariants(body, BROTLI_ONCE);
    // An empty file marks a body brotli does not shrink, so it is not tried again.
    keep(dir, name, made.br ?? new Uint8Array());
    return made;
  }
  const gzip = gzipSync(body, { level: 9 });
  const br = kept.byteLength > 0 ? kept : undefined;
  const smallerGzip = gzip.byteLength < body.byteLength ? gzip : undefined;
  return {
    identity: body,
    ...(br ? { br } : {}),
    ...(smallerGzip ? { gzip: smallerGzip } : {}),
    varies: br !== undefined || smallerGzip !== undefined,
  };
}
