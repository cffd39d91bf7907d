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
