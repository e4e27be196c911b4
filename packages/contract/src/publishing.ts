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

/**
 * An authored item's image (a product's, a webinar's, an article's cover): an avatar's types and
 * size, checked by content on the server and kept as WebP this wide at most (decision 100).
 */
export {
  PROFILE_IMAGE_MAX_BYTES as CONTENT_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES as CONTENT_IMAGE_TYPES,
} from './endpoints/users';
export const CONTENT_IMAGE_MAX_SIDE = 1600;
