import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';
import { PRODUCTS_HIDDEN_REASONS } from '../../endpoints/education/producers';
import { PRODUCT_FORMS } from '../../endpoints/products';

export const ProducerLicenceSchema = z.object({
  /** What it licenses: 'Cultivation', 'GMP manufacture', 'Import into the UK'. */
  type: z.string(),
  /** The licence's number as its issuer writes it. */
  number: z.string(),
  /** Who issued it: 'Home Office', 'MHRA'. */
  issuer: z.string(),
});
export type ProducerLicence = z.infer<typeof ProducerLicenceSchema>;

export const ProducerSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  country: z.string(),
  /** One or two sentences for the card. */
  summary: z.string(),
  licences: z.array(ProducerLicenceSchema),
  productCount: z.number().int().nonnegative(),
});
export type ProducerSummary = z.infer<typeof ProducerSummarySchema>;

/** A product as the profile lists it: a link to its page in the catalogue. */
export const ProducerProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  form: z.enum(PRODUCT_FORMS),
  summary: z.string(),
});
export type ProducerProduct = z.infer<typeof ProducerProductSchema>;

export const ProducerContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
});

export const ProducerSchema = ProducerSummarySchema.extend({
  description: z.string(),
  /** Its picture, uploaded by an admin; null for none. */
  imageUrl: z.string().nullable(),
  contact: ProducerContactSchema,
  /** Null for a user who may not see products. */
  products: z.array(ProducerProductSchema).nullable(),
  productsHiddenReason: z.enum(PRODUCTS_HIDDEN_REASONS).nullable(),
});
export type Producer = z.infer<typeof ProducerSchema>;

export const getProducers = {
  query: ListQuerySchema,
  response: z.array(ProducerSummarySchema),
} satisfies EndpointSchemas;

export const getProducer = {
  params: IdParamsSchema,
  response: ProducerSchema,
} satisfies EndpointSchemas;
