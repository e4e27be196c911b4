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

/** A lazy page that can start loading before it first renders. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk now; rendering later uses the same load (and its failure). */
  preload: () => void;
};

/**
 * A page as a lazy chunk: `lazyPage(() => import('./x-page'), 'XPage')`. A failed or slow load
 * throws ChunkLoadError into the nearest ChunkErrorBoundary.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= withChunkTimeout(load()).then((m) => ({ default: m[name] })));
  return Object.assign(lazy(start), {
    preload: () => {
      // The failure is the render's to show (the boundary's reload prompt), not the preload's.
      start().catch(() => undefined);
    },
  });
}
