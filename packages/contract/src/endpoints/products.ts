// Products (SPEC §1, §7 Product): licensed producers' cannabis-based products for medicinal use,
// prescription-only in the UK, and prescribers' declarations. Every call needs the `product`
// module and self-certification (403 SELF_CERTIFICATION_REQUIRED otherwise).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { londonToday } from '../london-time';
import { IdParamsSchema, ListQuerySchema } from '../envelope';
import { digitsString, matches, messages, requiredString, rule } from '../validation';

export const PRODUCT_FORMS = ['flower', 'oil', 'capsule', 'vape-cartridge', 'pastille'] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid'] as const;
export type StrainType = (typeof STRAIN_TYPES)[number];

/**
 * The CBD:THC ratio band: `high-cbd` (CBD at least twice THC), `high-thc` (THC at least twice
 * CBD), otherwise `balanced`. Worked out by the server from the stored potencies.
 */
export const RATIO_BANDS = ['high-cbd', 'balanced', 'high-thc'] as const;
export type RatioBand = (typeof RATIO_BANDS)[number];

/** `low-stock`: still available, a few packs left. */
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Potency units: percent of dried flower (and cartridges' oil), mg per ml of oil, mg per unit. */
export const POTENCY_UNITS = ['percent', 'mg-per-ml', 'mg-per-unit'] as const;
export type PotencyUnit = (typeof POTENCY_UNITS)[number];

export const PACK_UNITS = ['g', 'ml', 'capsules', 'pastilles', 'cartridge'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

/** Each pack unit's name for one and for several. */
export const PACK_UNIT_NAMES: Record<PackUnit, readonly [string, string]> = {
  g: ['g', 'g'],
  ml: ['ml', 'ml'],
  capsules: ['capsule', 'capsules'],
  pastilles: ['pastille', 'pastilles'],
  cartridge: ['cartridge', 'cartridges'],
};

/** A pack size as the page and the declaration's PDF print it: '10 g', '60 capsules', '1 cartridge'. */
export function formatPackSize(size: number, unit: PackUnit): string {
  const [one, many] = PACK_UNIT_NAMES[unit];
  return `${Math.round(size * 100) / 100} ${size === 1 ? one : many}`;
}

export const PRODUCT_SORTS = [
  'name',
  'price-asc',
  'price-desc',
  'thc-desc',
  'cbd-desc',
  'newest',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The facets the list counts, keyed by the query parameter each one narrows. */
export const PRODUCT_FACETS = [
  'manufacturerId',
  'form',
  'strainType',
  'band',
  'stock',
  'terpene',
] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

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

export type ProductFacets = Record<ProductFacet, Record<string, number>>;

export const getProducts = defineEndpoint({
  method: 'GET',
  path: '/api/product/get',
  summary:
    'The catalogue: search, filters (AND across, OR within), sort; total in option[0].count and facet counts in option[0].facets.',
  access: 'user',
  module: 'product',
  selfCertified: true,
  query: ProductListQuerySchema,
  response: z.array(ProductSummarySchema),
});

export const getProduct = defineEndpoint({
  method: 'GET',
  path: '/api/product/get/:id',
  summary: 'One product with its packs, terpene profile, stock date and substitutes.',
  access: 'user',
  module: 'product',
  selfCertified: true,
  params: IdParamsSchema,
  response: ProductDetailSchema,
});

export const ManufacturerSchema = ManufacturerRefSchema.extend({
  website: z.string().nullable(),
  description: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Manufacturer = z.infer<typeof ManufacturerSchema>;

export const getManufacturers = defineEndpoint({
  method: 'GET',
  path: '/api/manufacturer/get',
  summary:
    'Licensed producers with their product counts, by name; search; total in option[0].count.',
  access: 'user',
  module: 'product',
  selfCertified: true,
  query: ListQuerySchema,
  response: z.array(ManufacturerSchema),
});

export const getManufacturerNames = defineEndpoint({
  method: 'GET',
  path: '/api/manufacturer/name',
  summary: 'Every producer’s id and name, by name (for the filter select).',
  access: 'user',
  module: 'product',
  selfCertified: true,
  response: z.array(z.object({ _id: z.string(), name: z.string() })),
});

// ── Declarations ────────────────────────────────────────────────────────────────────────────

export const DECLARATION_STATEMENT =
  'I confirm that I am the prescriber named above, that this product is prescribed for the patient referred to for the clinical indication given, under my clinical responsibility and in line with the law on cannabis-based products for medicinal use.';

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

/** A declaration's human reference: `DEC-<year of creation>-<number, 6 digits or more>`. */
export const DECLARATION_REFERENCE = /^DEC-\d{4}-\d{6,}$/;

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

export const createDeclaration = defineEndpoint({
  method: 'POST',
  path: '/api/product/declarationForm/create',
  summary:
    'Stores a prescriber’s declaration for a product; its PDF is then at declarationPdf/{id}.',
  access: 'user',
  module: 'product',
  selfCertified: true,
  body: CreateDeclarationBodySchema,
  response: DeclarationSchema,
});

export const DeclarationListQuerySchema = ListQuerySchema.extend({
  productId: z.uuid({ error: 'Invalid product id' }).optional(),
});

export const getDeclarations = defineEndpoint({
  method: 'GET',
  path: '/api/product/declarationForm/get',
  summary:
    'The caller’s own declarations, newest first, optionally for one product; total in option[0].count.',
  access: 'user',
  module: 'product',
  selfCertified: true,
  query: DeclarationListQuerySchema,
  response: z.array(DeclarationSchema),
});

export const getDeclarationPdf = defineEndpoint({
  method: 'GET',
  path: '/api/product/declarationPdf/:id',
  summary:
    'The declaration as a PDF made from the stored declaration; only its author or an admin may fetch it (404 to anyone else).',
  access: 'user',
  module: 'product',
  selfCertified: true,
  params: IdParamsSchema,
  file: true,
  response: z.unknown(),
});
