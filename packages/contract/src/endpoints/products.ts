// Products (SPEC §1, §7 Product): licensed producers' cannabis-based products for medicinal use,
// prescription-only in the UK, and prescribers' declarations. Every call needs the `product`
// module and self-certification (403 SELF_CERTIFICATION_REQUIRED otherwise).

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/products';

export type * from '../schemas/products';

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

/**
 * CBD at least twice THC is high-CBD, THC at least twice CBD high-THC, anything else balanced:
 * the server stores it on every write; an admin's preview shows it before.
 */
export function ratioBand(thc: number, cbd: number): RatioBand {
  if (cbd > 0 && cbd >= 2 * thc) return 'high-cbd';
  if (thc > 0 && thc >= 2 * cbd) return 'high-thc';
  return 'balanced';
}

/** The terpene with the largest share, or null for a product with no profile. */
export function dominantTerpene(terpenes: readonly { name: string; share: number }[]) {
  return (
    terpenes.reduce<{ name: string; share: number } | null>(
      (best, t) => (!best || t.share > best.share ? t : best),
      null,
    )?.name ?? null
  );
}

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

export type ProductFacets = Record<ProductFacet, Record<string, number>>;

export const getProducts = defineEndpoint<typeof s.getProducts>()({
  method: 'GET',
  path: '/api/product/get',
  summary:
    'The catalogue: search, filters (AND across, OR within), sort; total in option[0].count and facet counts in option[0].facets.',
  access: 'user',
  module: 'product',
  selfCertified: true,
});

export const getProduct = defineEndpoint<typeof s.getProduct>()({
  method: 'GET',
  path: '/api/product/get/:id',
  summary: 'One product with its packs, terpene profile, stock date and substitutes.',
  access: 'user',
  module: 'product',
  selfCertified: true,
});

export const getManufacturers = defineEndpoint<typeof s.getManufacturers>()({
  method: 'GET',
  path: '/api/manufacturer/get',
  summary:
    'Licensed producers with their product counts, by name; search; total in option[0].count.',
  access: 'user',
  module: 'product',
  selfCertified: true,
});

export const getManufacturerNames = defineEndpoint<typeof s.getManufacturerNames>()({
  method: 'GET',
  path: '/api/manufacturer/name',
  summary: 'Every producer’s id and name, by name (for the filter select).',
  access: 'user',
  module: 'product',
  selfCertified: true,
});

// ── Declarations ────────────────────────────────────────────────────────────────────────────

export const DECLARATION_STATEMENT =
  'I confirm that I am the prescriber named above, that this product is prescribed for the patient referred to for the clinical indication given, under my clinical responsibility and in line with the law on cannabis-based products for medicinal use.';

/** A declaration's human reference: `DEC-<year of creation>-<number, 6 digits or more>`. */
export const DECLARATION_REFERENCE = /^DEC-\d{4}-\d{6,}$/;

export const createDeclaration = defineEndpoint<typeof s.createDeclaration>()({
  method: 'POST',
  path: '/api/product/declarationForm/create',
  summary:
    'Stores a prescriber’s declaration for a product; its PDF is then at declarationPdf/{id}.',
  access: 'user',
  module: 'product',
  selfCertified: true,
});

export const getDeclarations = defineEndpoint<typeof s.getDeclarations>()({
  method: 'GET',
  path: '/api/product/declarationForm/get',
  summary:
    'The caller’s own declarations, newest first, optionally for one product; total in option[0].count.',
  access: 'user',
  module: 'product',
  selfCertified: true,
});

export const getDeclarationPdf = defineEndpoint<typeof s.getDeclarationPdf>()({
  method: 'GET',
  path: '/api/product/declarationPdf/:id',
  summary:
    'The declaration as a PDF made from the stored declaration; only its author or an admin may fetch it (404 to anyone else).',
  access: 'user',
  module: 'product',
  selfCertified: true,
  file: true,
});
