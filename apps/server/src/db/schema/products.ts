import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** Licensed producers. */
export const manufacturers = pgTable('manufacturers', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  country: text().notNull(),
  website: text(),
  description: text().notNull().default(''),
  /** Its logo or picture: an upload under `producers/` (decision 100). */
  imageUrl: text(),
  /** Null: a draft; in the future: scheduled; at or before now: published (public reads filter on it). */
  publishedAt: timestamp({ withTimezone: true }).defaultNow(),
  ...timestamps,
});

/**
 * Products. `band`, `dominantTerpene` and `priceFromPence` are derived by the service when a
 * product or its packs are written, so the catalogue filters and sorts on plain indexed columns.
 * Potencies keep their unit: percent for flower, mg/ml for oils, mg per unit for the rest.
 */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    manufacturerId: uuid()
      .notNull()
      .references(() => manufacturers.id),
    name: text().notNull(),
    form: text().notNull(),
    cultivar: text(),
    strainType: text().notNull(),
    thcValue: numeric({ precision: 7, scale: 2, mode: 'number' }).notNull(),
    thcUnit: text().notNull(),
    cbdValue: numeric({ precision: 7, scale: 2, mode: 'number' }).notNull(),
    cbdUnit: text().notNull(),
    band: text().notNull(),
    terpenes: jsonb().$type<{ name: string; share: number }[]>().notNull().default([]),
    dominantTerpene: text(),
    countryOfOrigin: text().notNull(),
    irradiated: boolean().notNull().default(false),
    stockStatus: text().notNull(),
    stockChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    priceFromPence: integer().notNull(),
    summary: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    /** Null: a draft; in the future: scheduled; at or before now: published (public reads filter on it). */
    publishedAt: timestamp({ withTimezone: true }).defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('products_name_idx').on(t.name, t.id),
    index('products_manufacturer_idx').on(t.manufacturerId),
    index('products_form_band_stock_idx').on(t.form, t.band, t.stockStatus),
    index('products_price_idx').on(t.priceFromPence),
    index('products_created_idx').on(t.createdAt.desc(), t.id),
    check('products_price_nonnegative', sql`${t.priceFromPence} >= 0`),
    // The contract's enums, so a stray value cannot reach a response.
    check(
      'products_form_known',
      sql`${t.form} in ('flower', 'oil', 'capsule', 'vape-cartridge', 'pastille')`,
    ),
    check('products_strain_known', sql`${t.strainType} in ('indica', 'sativa', 'hybrid')`),
    check('products_band_known', sql`${t.band} in ('high-cbd', 'balanced', 'high-thc')`),
    check(
      'products_stock_known',
      sql`${t.stockStatus} in ('in-stock', 'low-stock', 'out-of-stock')`,
    ),
    check(
      'products_units_known',
      sql`${t.thcUnit} in ('percent', 'mg-per-ml', 'mg-per-unit') and ${t.cbdUnit} = ${t.thcUnit}`,
    ),
  ],
);

/** Pack sizes of a product with their prices in pence. */
export const productPacks = pgTable(
  'product_packs',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull(),
    unit: text().notNull(),
    pricePence: integer().notNull(),
  },
  (t) => [
    index('product_packs_product_idx').on(t.productId),
    check('product_packs_price_nonnegative', sql`${t.pricePence} >= 0`),
  ],
);

/** Prescribers' declarations; the PDF is always made from these stored fields. */
export const productDeclarations = pgTable(
  'product_declarations',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The number in the declaration's reference (DEC-2026-000123): unique, in order of creation
     * (declarations made before it existed were numbered in the table's order).
     */
    referenceNumber: integer()
      .notNull()
      .unique('product_declarations_reference_number_key')
      .generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    // The pack as it was when declared (a pack may later change or go); null on older rows.
    packSize: numeric({ precision: 8, scale: 2, mode: 'number' }),
    packUnit: text(),
    prescriberName: text().notNull(),
    registrationNumber: text().notNull(),
    quantity: integer().notNull(),
    indication: text().notNull(),
    patientReference: text().notNull(),
    signature: text().notNull(),
    declaredOn: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_declarations_user_idx').on(t.userId, t.createdAt.desc()),
    check(
      'product_declarations_pack_whole',
      sql`(${t.packSize} is null) = (${t.packUnit} is null)`,
    ),
  ],
);
