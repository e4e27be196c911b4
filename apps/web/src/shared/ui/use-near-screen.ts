import { useEffect, useRef } from 'react';

/**
 * A ref for an element; `onNear` is called whenever it comes within `margin` of the screen,
 * while `enabled`. Where the browser has no IntersectionObserver (jsdom), never.
 */
export function useNearScreen<T extends Element>(
  enabled: boolean,
  onNear: () => void,
  margin = '400px',
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, onNear, margin]);
  return ref;
}
