import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * A ref for an element; `onNear` is called whenever it comes within `margin` of the screen,
 * while `enabled`. Where the browser has no IntersectionObserver (jsdom), never. `onNear` is
 * read when called, so a new function each render does not observe the element anew.
 */
export function useNearScreen<T extends Element>(
  enabled: boolean,
  onNear: () => void,
  margin = '400px',
) {
  const ref = useRef<T>(null);
  const near = useEffectEvent(onNear);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) near();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
