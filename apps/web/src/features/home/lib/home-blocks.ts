import { CARD_HEIGHTS } from '@portal/contract';

/** What the page shows of a Home block before its code and data arrive, and its links. */
export interface HomeBlockMeta {
  title: string;
  /** The block's list page. */
  listPath: string;
  /** What the list holds: 'View all documents'. */
  listName: string;
  testId: string;
  /** Placeholder cards while loading, as high as the real ones (SPEC §9). */
  skeleton: { count: number; desktop?: number; mobile?: number | string };
}

/** The blocks of Home, top to bottom, with how many items each shows. */
export const HOME_BLOCKS = {
  guideCards: {
    title: 'Getting started',
    listPath: '/guide-card',
    listName: 'guide cards',
    testId: 'home-guide-cards',
    // The intro's five cards, as high as the demo's (their text sets their height): a shorter
    // placeholder moved every block below when they came.
    skeleton: { count: 5, desktop: 210, mobile: 199 },
  },
  calendar: {
    title: 'Event calendar',
    listPath: '/eventSchedules',
    listName: 'events',
    testId: 'home-calendar',
    skeleton: { count: 1, desktop: 320 },
  },
  upcomingEvents: {
    title: 'Upcoming events',
    listPath: '/upcomingEvent',
    listName: 'upcoming events',
    testId: 'home-upcoming-events',
    skeleton: { count: 4, desktop: CARD_HEIGHTS.eventList },
  },
  documents: {
    title: 'Documents',
    listPath: '/documents',
    listName: 'documents',
    testId: 'home-documents',
    // On a phone these cards are as high as their content (at most CARD_HEIGHTS.mobileCard):
    // their placeholders are as high as the demo's, so that nothing below moves when they come.
    skeleton: { count: 4, mobile: 275 },
  },
  usefulLinks: {
    title: 'Useful links',
    listPath: '/usefulLinks',
    listName: 'useful links',
    testId: 'home-useful-links',
    skeleton: { count: 4, desktop: CARD_HEIGHTS.usefulLinks, mobile: 208 },
  },
  recommendedArticles: {
    title: 'Recommended articles',
    listPath: '/recommendedArticles',
    listName: 'recommended articles',
    testId: 'home-recommended-articles',
    skeleton: { count: 4 },
  },
  testimonials: {
    title: 'Testimonials',
    listPath: '/testimonialsList',
    listName: 'testimonials',
    testId: 'home-testimonials',
    skeleton: { count: 3, desktop: CARD_HEIGHTS.testimonial, mobile: 288 },
  },
} as const satisfies Record<string, HomeBlockMeta>;

/** How many items each block asks for (the guide cards: all of them, a handful). */
export const HOME_PREVIEWS = {
  guideCards: 20,
  upcomingEvents: HOME_BLOCKS.upcomingEvents.skeleton.count,
  documents: HOME_BLOCKS.documents.skeleton.count,
  usefulLinks: HOME_BLOCKS.usefulLinks.skeleton.count,
  recommendedArticles: HOME_BLOCKS.recommendedArticles.skeleton.count,
  testimonials: HOME_BLOCKS.testimonials.skeleton.count,
} as const;
