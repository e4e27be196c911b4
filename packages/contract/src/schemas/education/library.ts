import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';
import { LIBRARY_CATEGORIES, LIBRARY_ITEM_KINDS } from '../../endpoints/education/library';

/**
 * A library item. A `file` has its name, type and size (downloaded through
 * `library/download/{id}`); a `link` has the external `url` instead.
 */
export const LibraryItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(LIBRARY_CATEGORIES),
  kind: z.enum(LIBRARY_ITEM_KINDS),
  /** Who wrote or issued it (an organisation or a person). */
  author: z.string(),
  fileName: z.string().nullable(),
  /** A short label of the file's kind: `PDF`. */
  fileType: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
  url: z.string().nullable(),
  publishedAt: z.string(),
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

export const LibraryQuerySchema = ListQuerySchema.extend({
  category: z.enum(LIBRARY_CATEGORIES).optional(),
});
export type LibraryQuery = z.infer<typeof LibraryQuerySchema>;

export const getLibrary = {
  query: LibraryQuerySchema,
  response: z.array(LibraryItemSchema),
} satisfies EndpointSchemas;

export const downloadLibraryItem = {
  params: IdParamsSchema,
  response: z.unknown(),
} satisfies EndpointSchemas;
