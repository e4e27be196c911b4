// The zod schemas of endpoints/education/key-publications.ts, under its descriptors' names.

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';

export const KeyPublicationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** As a reference list writes it: authors, title, journal, year, volume and pages. */
  citation: z.string(),
  doi: z.string(),
  /** The DOI as a link (https://doi.org/…). */
  doiUrl: z.string(),
  year: z.number().int(),
  summary: z.string(),
  /** Why it matters for a pharmacist's practice. */
  practiceRelevance: z.string(),
  /** Related products or topics. */
  topics: z.array(z.string()),
});
export type KeyPublication = z.infer<typeof KeyPublicationSchema>;

export const KeyPublicationListQuerySchema = ListQuerySchema;
export type KeyPublicationListQuery = z.infer<typeof KeyPublicationListQuerySchema>;

export const getKeyPublications = {
  query: KeyPublicationListQuerySchema,
  response: z.array(KeyPublicationSchema),
} satisfies EndpointSchemas;

export const getKeyPublication = {
  params: IdParamsSchema,
  response: KeyPublicationSchema,
} satisfies EndpointSchemas;
