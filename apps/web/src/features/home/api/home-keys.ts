/**
 * Query keys of the Home cache, one prefix per list, so a guide-card change can refresh the
 * Home block and the full list at once.
 */
export const homeKeys = {
  all: ['home'] as const,
  list: (name: HomeList) => ['home', name] as const,
  /** The few items a Home block shows. */
  preview: (name: HomeList, limit: number) => ['home', name, 'preview', limit] as const,
  /** A full list page, by search term. */
  search: (name: HomeList, search: string) => ['home', name, 'list', search] as const,
  calendar: (month: string) => ['home', 'calendar', month] as const,
};

export type HomeList =
  | 'guide-cards'
  | 'upcoming-events'
  | 'events'
  | 'documents'
  | 'useful-links'
  | 'recommended-articles'
  | 'testimonials';
