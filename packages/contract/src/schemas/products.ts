// The zod schemas of endpoints/products.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import { londonToday } from '../london-time';
import { IdParamsSchema, ListQuerySchema } from '../envelope';
import { digitsString, matches, messages, requiredString, rule } from '../validation';
import {
  PRODUCT_FORMS,
  STRAIN_TYPES,
  RATIO_BANDS,
  STOCK_STATUSES,
  POTENCY_UNITS,
  PACK_UNITS,
  PRODUCT_SORTS,
  DECLARATION_REFERENCE,
} from '../endpoints/products';
import type { EndpointSchemas } from '../endpoint';

export const PotencySchema = z.object({ value: z.number(), unit: z.enum(POTENCY_UNITS) });
export type Potency = z.infer<typeof PotencySchema>;

export const ManufacturerRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  country: z.string(),
});

/** A product as a catalogue card shows it. Prices are integer pence. */
export const ProductSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  manufacturer: ManufacturerRefSchema,
  form: z.enum(PRODUCT_FORMS),
  cultivar: z.string().nullable(),
  strainType: z.enum(STRAIN_TYPES),
  thc: PotencySchema,
  cbd: PotencySchema,
  band: z.enum(RATIO_BANDS),
  dominantTerpene: z.string().nullable(),
  stockStatus: z.enum(STOCK_STATUSES),
  /** The lowest price of its packs. */
  priceFromPence: z.number().int().nonnegative(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const PackSchema = z.object({
  _id: z.string(),
  size: z.number(),
  unit: z.enum(PACK_UNITS),
  pricePence: z.number().int().nonnegative(),
  /** Price per gram, ml or unit, in pence (rounded). */
  pricePerUnitPence: z.number().int().nonnegative(),
});
export type Pack = z.infer<typeof PackSchema>;

export const TerpeneShareSchema = z.object({
  name: z.string(),
  /** Share of the terpene content, in percent. */
  share: z.number(),
});

/**
 * The full product. `description` is HTML cleaned through the shared rich-text allow-list.
 * `substitutes` (only when out of stock): in-stock products of the same form and band.
 */
export const ProductDetailSchema = ProductSummarySchema.extend({
  countryOfOrigin: z.string(),
  irradiated: z.boolean(),
  terpenes: z.array(TerpeneShareSchema),
  packs: z.array(PackSchema),
  stockChangedAt: z.string(),
  description: z.string(),
  substitutes: z.array(ProductSummarySchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** A query value given once or repeated (`?form=oil&form=flower`) is a list either way. */
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
    z.array(item).max(50).optional(),
  );

const amount = z.coerce.number({ error: messages.numeric }).min(0).max(1_000_000);
/** Prices are whole pence. */
const pence = z.coerce
  .number({ error: messages.numeric })
  .int({ error: messages.numeric })
  .min(0)
  .max(100_000_000);

/**
 * The catalogue query: search in name, cultivar and producer (an empty search means none);
 * filters combine with AND, values within one filter with OR; THC and CBD ranges compare the
 * value in each product's own unit; prices are pence. The total is in `option[0].count`, and
 * `option[0].facets` counts, for each facet, how many products each value would give with the
 * other filters as they are.
 */
export const ProductListQuerySchema = ListQuerySchema.extend({
  manufacturerId: many(z.uuid({ error: 'Invalid producer id' })),
  form: many(z.enum(PRODUCT_FORMS)),
  strainType: many(z.enum(STRAIN_TYPES)),
  band: many(z.enum(RATIO_BANDS)),
  stock: many(z.enum(STOCK_STATUSES)),
  /** Dominant terpenes, by name in any case; the facet counts them by their catalogue name. */
  terpene: many(z.string().trim().min(1, { error: 'Invalid terpene' }).max(40)),
  thcMin: amount.optional(),
  thcMax: amount.optional(),
  cbdMin: amount.optional(),
  cbdMax: amount.optional(),
  priceMin: pence.optional(),
  priceMax: pence.optional(),
  sort: z.enum(PRODUCT_SORTS).default('name'),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const getProducts = {
  query: ProductListQuerySchema,
  response: z.array(ProductSummarySchema),
} satisfies EndpointSchemas;

export const getProduct = {
  params: IdParamsSchema,
  response: ProductDetailSchema,
} satisfies EndpointSchemas;

export const ManufacturerSchema = ManufacturerRefSchema.extend({
  website: z.string().nullable(),
  description: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Manufacturer = z.infer<typeof ManufacturerSchema>;

export const getManufacturers = {
  query: ListQuerySchema,
  response: z.array(ManufacturerSchema),
} satisfies EndpointSchemas;

export const getManufacturerNames = {
  response: z.array(z.object({ _id: z.string(), name: z.string() })),
} satisfies EndpointSchemas;

/** A patient reference: letters, digits and dashes only, never a name with spaces. */
const PATIENT_REFERENCE = /^[A-Za-z0-9-]{4,20}$/;

/** A prescriber's declaration for one product, as the form sends it. */
export const CreateDeclarationBodySchema = z.strictObject({
  productId: z.uuid({ error: 'Invalid product id' }),
  /** One of the product's packs (`ProductDetail.packs[]._id`); the server checks it is. */
  packId: z.uuid({ error: messages.required }),
  prescriberName: requiredString({ max: 100 }),
  /** The prescriber's GMC number: seven digits (only specialist doctors prescribe CBMPs). */
  registrationNumber: digitsString(7),
  // A number, or its digits as a form sends them; never a boolean or a list.
  quantity: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: messages.numeric })
      .int({ error: messages.numeric })
      .min(1, { error: messages.required })
      .max(1000, { error: 'This field must be 1000 or less' }),
  ),
  indication: requiredString({ min: 3, max: 500 }),
  patientReference: requiredString({ max: 20 }).check(
    matches(
      PATIENT_REFERENCE,
      'Use the patient’s reference (letters, digits and dashes), not their name',
    ),
  ),
  statementConfirmed: z.literal(true, { error: messages.required }),
  signature: requiredString({ max: 100 }),
  date: z.iso
    .date({ error: 'This field must be a date (YYYY-MM-DD)' })
    .check(rule<string>((d) => d <= londonToday(), 'The date must not be in the future'))
    .check(
      rule<string>(
        (d) => d >= londonToday(Date.now(), -366),
        'The date must be within the last year',
      ),
    ),
});
export type CreateDeclarationBody = z.infer<typeof CreateDeclarationBodySchema>;

export const DeclarationSchema = z.object({
  _id: z.string(),
  /** Unique and sequential across all declarations, e.g. `DEC-2026-000123`. */
  reference: z.string().regex(DECLARATION_REFERENCE),
  product: z.object({ _id: z.string(), name: z.string() }),
  /** The pack declared for; null on declarations made before packs were asked for. */
  pack: z.object({ size: z.number(), unit: z.enum(PACK_UNITS) }).nullable(),
  prescriberName: z.string(),
  registrationNumber: z.string(),
  quantity: z.number().int(),
  indication: z.string(),
  patientReference: z.string(),
  signature: z.string(),
  date: z.string(),
  createdAt: z.string(),
});
export type Declaration = z.infer<typeof DeclarationSchema>;

export const createDeclaration = {
  body: CreateDeclarationBodySchema,
  response: DeclarationSchema,
} satisfies EndpointSchemas;

export const DeclarationListQuerySchema = ListQuerySchema.extend({
  productId: z.uuid({ error: 'Invalid product id' }).optional(),
});

export const getDeclarations = {
  query: DeclarationListQuerySchema,
  response: z.array(DeclarationSchema),
} satisfies EndpointSchemas;

export const getDeclarationPdf = {
  params: IdParamsSchema,
  response: z.unknown(),
} satisfies EndpointSchemas;
