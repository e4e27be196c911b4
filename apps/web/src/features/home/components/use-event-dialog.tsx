import { lazy, Suspense, useState } from 'react';
import type { home } from '@portal/contract';

// The dialog (and the calendar-file download) loads on the first open, not with the page.
const EventDialog = lazy(() => import('./event-dialog').then((m) => ({ default: m.EventDialog })));

/** An event dialog to open from any event card: `open(event)`, and `dialog` to render. */
export function useEventDialog() {
  const [event, setEvent] = useState<home.Event | null>(null);
  const dialog = event ? (
    <Suspense fallback={null}>
      <EventDialog event={event} onClose={() => setEvent(null)} />
    </Suspense>
  ) : null;
  return { open: setEvent, dialog };
}
