// Publishing (issue 31, decision 91): authored content carries `publishedAt`; null is a draft,
// a time to come is scheduled, a time past is published. Admin lists filter on the state.

export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The state of a `publishedAt` value (ISO or null) at `now`. */
export function publicationStatusOf(
  publishedAt: string | null,
  now: number = Date.now(),
): PublicationStatus {
  if (publishedAt === null) return 'draft';
  return Date.parse(publishedAt) > now ? 'scheduled' : 'published';
}
