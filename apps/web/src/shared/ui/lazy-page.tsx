import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contract';

/** A script chunk that failed to load or took longer than CHUNK_LOAD_TIMEOUT_MS (SPEC §8). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with ChunkLoadError when `promise` fails or has not settled within `ms`. */
export function withChunkTimeout<T>(
  promise: Promise<T>,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/**
 * A page as a lazy chunk: `lazyPage(() => import('./x-page'), 'XPage')`. A failed or slow load
 * throws ChunkLoadError into the nearest ChunkErrorBoundary.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withChunkTimeout(load()).then((m) => ({ default: m[name] })));
}
