import type { home } from '@portal/contract';

/** How each event type reads on a badge. */
export const EVENT_TYPE_LABELS: Record<home.EventType, string> = {
  webinar: 'Webinar',
  conference: 'Conference',
  training: 'Training',
  'journal-club': 'Journal club',
  workshop: 'Workshop',
};

/** Where an event is: its place, online, or both. */
export function eventPlace(event: home.Event): string {
  if (event.location && event.onlineUrl) return `${event.location} and online`;
  return event.location ?? (event.onlineUrl ? 'Online' : 'To be announced');
}
