import { Suspense, useEffect, useId, type ReactNode } from 'react';

/**
 * Boundaries whose content has not yet rendered in the browser. Hydrating the server's HTML,
 * React commits the page first and each Suspense boundary's content later, once its chunks are
 * in; until then that part stays as the server painted it, and a click on it is dropped
 * (react-dom's dispatchEvent, blocked on a dehydrated boundary).
 */
const waiting = new Set<string>();
const listeners = new Set<() => void>();

function contentRendered(id: string) {
  if (!waiting.delete(id) || waiting.size > 0) return;
  listeners.forEach((listener) => listener());
}

/** Boundaries whose content has rendered once: a later render of one waits for nothing. */
const rendered = new Set<string>();

function ContentRendered({ id }: { id: string }) {
  useEffect(() => {
    rendered.add(id);
    contentRendered(id);
  }, [id]);
  return null;
}

/**
 * `<Suspense>` for a lazy part that the server renders (the chat list beside a page, a chart):
 * the page counts as the app's only once the part's content has rendered here too.
 */
export function LazyBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const id = useId();
  // Rendered outside the boundary, so this runs in the page's own pass; a Set keeps it idempotent.
  if (typeof window !== 'undefined' && !rendered.has(id)) waiting.add(id);
  // A boundary unmounted before its content came in waits no more.
  useEffect(
    () => () => {
      rendered.delete(id);
      contentRendered(id);
    },
    [id],
  );
  return (
    <Suspense fallback={fallback}>
      <ContentRendered id={id} />
      {children}
    </Suspense>
  );
}

/**
 * Calls `done` once every LazyBoundary's content has rendered (at once when none waits); returns
 * a function that cancels the call.
 */
export function whenLazyPartsRendered(done: () => void): () => void {
  if (waiting.size === 0) {
    done();
    return () => undefined;
  }
  const listener = () => {
    listeners.delete(listener);
    done();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
