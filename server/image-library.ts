import { availableParallelism } from 'node:os';

/**
 * sharp (libvips), loaded on the first picture there is to decode or draw: importing it costs a process ~30 ms and
 * libvips' memory at start-up, and most processes (a redirect-only server, the operators' command line) never
 * touch a picture.
 */
let loading: Promise<typeof import('sharp')> | undefined;

export async function imageLibrary(): Promise<typeof import('sharp').default> {
  loading ??= import('sharp');
  return (await loading).default;
}

/**
 * How many pictures one process decodes, converts or draws at a time: half its cores, at least one. A large picture
 * takes seconds of CPU; the rest wait their turn, so uploads never take every core from the redirects and pages.
 */
export const IMAGE_WORK_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` with sharp once fewer than IMAGE_WORK_CONCURRENCY picture jobs run in this process (first come, first served). */
export async function withImageLibrary<T>(work: (sharp: typeof import('sharp').default) => Promise<T>): Promise<T> {
  const sharp = await imageLibrary();
  if (running >= IMAGE_WORK_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work(sharp);
  } finally {
    // The slot goes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
