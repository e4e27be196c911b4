import { useSyncExternalStore } from 'react';
import { londonToday } from '@portal/contract';

// Text that depends on when it is read ('Today', 'Yesterday', this year) cannot be written the
// same by the server and by the browser that hydrates its page moments, or a midnight, later:
// the page's first render has no today (the server's render and the hydration alike, by
// useSyncExternalStore's server snapshot) and shows whole dates; React renders again with the
// browser's today as soon as the page has hydrated. A page the browser renders itself has its
// today from the first render.

/** How often the day is looked at again, so 'Today' turns into 'Yesterday' at midnight. */
const RECHECK_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, RECHECK_MS);
  return () => clearInterval(timer);
}

const today = () => londonToday();
const notYet = () => null;

/** Today in London (YYYY-MM-DD), or null in a first render that the server's markup must match. */
export function useLondonToday(): string | null {
  return useSyncExternalStore(subscribe, today, notYet);
}
