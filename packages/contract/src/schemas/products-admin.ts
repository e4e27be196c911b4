// The zod schemas of endpoints/products-admin.ts: the admin's product and producer forms and
// answers (decision 92). The forms on the web validate with the same bodies.

import { z } from 'zod';
import { IdParamsSchema } from '../envelope';
import type { EndpointSchemas } from '../endpoint';
import {
  PACK_UNITS,
  POTENCY_UNITS,
  PRODUCT_FORMS,
  RATIO_BANDS,
  STOCK_STATUSES,
  STRAIN_TYPES,
} from '../endpoints/products';
import { emailField, messages, optionalField, requiredString, rule } from '../validation';
import { ProducerLicenceSchema } from './education/producers';
import {
  AdminListQuerySchema,
  ContentImageSchema,
  contentImageUrl,
  DeletedSchema,
  numberField,
  PublicationSchema,
  PublishedAtSchema,
} from './publishing';

export type { AdminListQuery } from './publishing';

/** The longest rich-text description (HTML) an editor may store. */
export const MAX_DESCRIPTION_LENGTH = 20_000;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: messages.required });

export const PotencyInputSchema = z.object({
  value: numberField({ min: 0, max: 1000 }),
  unit: choice(POTENCY_UNITS),
});

export const TerpeneInputSchema = z.object({
  name: requiredString({ max: 40 }),
  share: numberField({ min: 0, max: 100 }),
});

export const PackInputSchema = z.object({
  size: numberField({ min: 0.01, max: 100_000 }),
  unit: choice(PACK_UNITS),
  /** Whole pence. */
  pricePence: numberField({ min: 0, max: 100_000_000, int: true }),
});
export type PackInput = z.infer<typeof PackInputSchema>;

/** A product's fields as the form sends them, before the rules across fields. */
const productFields = {
  manufacturerId: z.uuid({ error: messages.required }),
  name: requiredString({ max: 120 }),
  form: choice(PRODUCT_FORMS),
  cultivar: optionalField(requiredString({ max: 80 })),
  strainType: choice(STRAIN_TYPES),
  thc: PotencyInputSchema,
  cbd: PotencyInputSchema,
  terpenes: z.array(TerpeneInputSchema).max(12, { error: 'At most 12 terpenes' }),
  countryOfOrigin: requiredString({ max: 60 }),
  irradiated: z.boolean({ error: messages.required }),
  stockStatus: choice(STOCK_STATUSES),
  summary: requiredString({ max: 300 }),
  /** Rich text (HTML); the server cleans it through the shared allow-list. */
  description: z
    .string()
    .max(MAX_DESCRIPTION_LENGTH, { error: messages.max(MAX_DESCRIPTION_LENGTH) }),
  /** A url `admin/products/image` gave, or null (decision 100). */
  imageUrl: contentImageUrl('products'),
  packs: z
    .array(PackInputSchema)
    .min(1, { error: 'Add at least one pack with its price' })
    .max(10, { error: 'At most 10 packs' }),
  publishedAt: PublishedAtSchema,
};

const sameUnit = rule<{ thc?: { unit: string }; cbd?: { unit: string } }>(
  (p) => !p.thc || !p.cbd || p.thc.unit === p.cbd.unit,
  'THC and CBD must be given in the same unit',
);

export const ProductBodySchema = z
  .strictObject({
    ...productFields,
    description: productFields.description.default(''),
    publishedAt: PublishedAtSchema.default(null),
  })
  .check(sameUnit);
export type ProductBody = z.infer<typeof ProductBodySchema>;
export type ProductFormValues = z.input<typeof ProductBodySchema>;

/** Any of the product's fields; the rest stay as they are (a stock change sends one field). */
export const ProductPatchSchema = z
  .strictObject(productFields)
  .partial()
  .check(sameUnit)
  .check(rule<object>((p) => Object.keys(p).length > 0, 'Nothing to change'));
export type ProductPatch = z.infer<typeof ProductPatchSchema>;

/** A row of the admin's product table. */
export const AdminProductRowSchema = PublicationSchema.extend({
  _id: z.string(),
  name: z.string(),
  manufacturer: z.object({ _id: z.string(), name: z.string() }),
  form: z.enum(PRODUCT_FORMS),
  stockStatus: z.enum(STOCK_STATUSES),
  priceFromPence: z.number().int().nonnegative(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

/** A product as its editor sees it. */
export const AdminProductSchema = AdminProductRowSchema.extend({
  cultivar: z.string().nullable(),
  strainType: z.enum(STRAIN_TYPES),
  thc: z.object({ value: z.number(), unit: z.enum(POTENCY_UNITS) }),
  cbd: z.object({ value: z.number(), unit: z.enum(POTENCY_UNITS) }),
  band: z.enum(RATIO_BANDS),
  terpenes: z.array(z.object({ name: z.string(), share: z.number() })),
  countryOfOrigin: z.string(),
  irradiated: z.boolean(),
  stockChangedAt: z.string(),
  summary: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  packs: z.array(
    z.object({
      _id: z.string(),
      size: z.number(),
      unit: z.enum(PACK_UNITS),
      pricePence: z.number().int().nonnegative(),
    }),
  ),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const listAdminProducts = {
  query: AdminListQuerySchema,
  response: z.array(AdminProductRowSchema),
} satisfies EndpointSchemas;

export const getAdminProduct = {
  params: IdParamsSchema,
  response: AdminProductSchema,
} satisfies EndpointSchemas;

export const createAdminProduct = {
  body: ProductBodySchema,
  response: AdminProductSchema,
} satisfies EndpointSchemas;

export const updateAdminProduct = {
  params: IdParamsSchema,
  body: ProductPatchSchema,
  response: AdminProductSchema,
} satisfies EndpointSchemas;

export const deleteAdminProduct = {
  params: IdParamsSchema,
  response: DeletedSchema,
} satisfies EndpointSchemas;

export const uploadAdminProductImage = { response: ContentImageSchema } satisfies EndpointSchemas;

export const uploadAdminProducerImage = { response: ContentImageSchema } satisfies EndpointSchemas;

// ── Producers ───────────────────────────────────────────────────────────────────────────────

const producerFields = {
  name: requiredString({ max: 120 }),
  country: requiredString({ max: 60 }),
  website: optionalField(z.url({ error: 'Give the full address, https://…' }).max(300)),
  /** One or two sentences for the producer's card. */
  summary: requiredString({ max: 500 }),
  description: z
    .string()
    .trim()
    .max(5000, { error: messages.max(5000) }),
  licences: z
    .array(
      z.object({
        type: requiredString({ max: 80 }),
        number: requiredString({ max: 60 }),
        issuer: requiredString({ max: 80 }),
      }),
    )
    .max(10, { error: 'At most 10 licences' }),
  email: optionalField(emailField()),
  phone: optionalField(requiredString({ max: 40 })),
  address: optionalField(requiredString({ max: 300 })),
  /** A url `admin/producers/image` gave, or null (decision 100). */
  imageUrl: contentImageUrl('producers'),
  publishedAt: PublishedAtSchema,
};

export const ProducerBodySchema = z.strictObject({
  ...producerFields,
  description: producerFields.description.default(''),
  licences: producerFields.licences.default([]),
  publishedAt: PublishedAtSchema.default(null),
});
export type ProducerBody = z.infer<typeof ProducerBodySchema>;

export const ProducerPatchSchema = z
  .strictObject(producerFields)
  .partial()
  .check(rule<object>((p) => Object.keys(p).length > 0, 'Nothing to change'));
export type ProducerPatch = z.infer<typeof ProducerPatchSchema>;

export const AdminProducerSchema = PublicationSchema.extend({
  _id: z.string(),
  name: z.string(),
  country: z.string(),
  website: z.string().nullable(),
  summary: z.string(),
  description: z.string(),
  licences: z.array(ProducerLicenceSchema),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** All its products, drafts included. */
  productCount: z.number().int().nonnegative(),
});
export type AdminProducer = z.infer<typeof AdminProducerSchema>;

export const listAdminProducers = {
  query: AdminListQuerySchema,
  response: z.array(AdminProducerSchema),
} satisfies EndpointSchemas;

export const getAdminProducer = {
  params: IdParamsSchema,
  response: AdminProducerSchema,
} satisfies EndpointSchemas;

export const createAdminProducer = {
  body: ProducerBodySchema,
  response: AdminProducerSchema,
} satisfies EndpointSchemas;

export const updateAdminProducer = {
  params: IdParamsSchema,
  body: ProducerPatchSchema,
  response: AdminProducerSchema,
} satisfies EndpointSchemas;

export const deleteAdminProducer = {
  params: IdParamsSchema,
  response: DeletedSchema,
} satisfies EndpointSchemas;
