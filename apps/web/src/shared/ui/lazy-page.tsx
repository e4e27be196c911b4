import { createElement, lazy, useState, type ComponentType } from 'react';
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
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts loading the chunk now; rendering later uses the same load (and its failure). */
  preload: () => Promise<void>;
  /** The page's export (`XPage`), named like its module (`x-page.tsx`), for the build. */
  exportName: string;
};

/**
 * A page as a lazy chunk: `lazyPage(() => import('./x-page'), 'XPage')`. A failed or slow load
 * throws ChunkLoadError into the nearest ChunkErrorBoundary. Once the chunk is in, the page
 * renders at once, without suspending: React.lazy suspends on its first render even when the
 * load has already finished, which would put a loader in place of a page painted from
 * prerendered HTML (main.tsx waits for the first route's chunks before it renders).
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= withChunkTimeout(load()).then((m) => {
      loaded = m[name];
      return { default: m[name] };
    }));
  const Lazy = lazy(start);
  function Page(props: P) {
    // Chosen once per mount, so a page that did suspend is not remounted once the chunk is in.
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  Page.displayName = `LazyPage(${name})`;
  return Object.assign(Page, {
    exportName: name,
    // The failure is the render's to show (the boundary's reload prompt), not the preload's.
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
