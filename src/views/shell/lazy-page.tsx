import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/spec-constants';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A page chunk loaded on first visit; a chunk that fails or times out raises ChunkLoadError. */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new ChunkLoadError(`page chunk not loaded after ${timeoutMs} ms`)),
          timeoutMs,
        );
        load().then(
          (mod) => {
            clearTimeout(timer);
            resolve(mod);
          },
          (cause: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError('page chunk failed to load', { cause }));
          },
        );
      }),
  );
}
