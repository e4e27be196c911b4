import type { ListQuery, products as contract } from '@portal/contract';
import { tellingCommits } from '../../db/after-commit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import type { Cache } from '../../infra/cache';
import { notFound } from '../../http/errors';
import { safeImageUrl, sanitizeRichText } from '../../infra/rich-text';
import type { CatalogueRepository, ProductRow } from './catalogue.repository';
import { dominantTerpene, pricePerUnitPence, ratioBand } from './products.policy';

/** A product as an editor (or the demo data) writes it; the description is HTML of any origin. */
export interface ProductInput {
  id?: string;
  manufacturerId: string;
  name: string;
  form: contract.ProductForm;
  cultivar: string | null;
  strainType: contract.StrainType;
  thc: contract.Potency;
  cbd: contract.Potency;
  terpenes: { name: string; share: number }[];
  countryOfOrigin: string;
  irradiated: boolean;
  stockStatus: contract.StockStatus;
  stockChangedAt?: Date;
  summary: string;
  description: string;
  imageUrl?: string | null;
  createdAt?: Date;
  packs: { size: number; unit: contract.PackUnit; pricePence: number }[];
}

/** How many substitutes an out-of-stock product offers. */
const SUBSTITUTES = 4;

const toSummary = (p: ProductRow): contract.ProductSummary => ({
  _id: p.id,
  name: p.name,
  manufacturer: { _id: p.manufacturerId, name: p.manufacturerName, country: p.manufacturerCountry },
  form: p.form as contract.ProductForm,
  cultivar: p.cultivar,
  strainType: p.strainType as contract.StrainType,
  thc: { value: Number(p.thcValue), unit: p.thcUnit as contract.PotencyUnit },
  cbd: { value: Number(p.cbdValue), unit: p.cbdUnit as contract.PotencyUnit },
  band: p.band as contract.RatioBand,
  dominantTerpene: p.dominantTerpene,
  stockStatus: p.stockStatus as contract.StockStatus,
  priceFromPence: p.priceFromPence,
  summary: p.summary,
  imageUrl: safeImageUrl(p.imageUrl),
  createdAt: p.createdAt.toISOString(),
});

type ProductList = Page<contract.ProductSummary> & { facets: contract.ProductFacets };

/** The catalogue: lists with facets, one product with packs and substitutes, producers. */
export function createCatalogueService(deps: {
  db: Db;
  repo: CatalogueRepository;
  /** The lists every reader gets alike, shared for a moment (decision 121). */
  shared?: Cache<unknown>;
  /** Told once a product or producer is stored (the shared lists go). */
  changed?: () => void;
}) {
  const { repo } = deps;
  const db = tellingCommits(deps.db, deps.changed);
  // A shared list lasts no later than the next scheduled product or producer: it shows at its time.
  const shared = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    deps.shared ? (deps.shared.load(key, load, repo.nextPublication) as Promise<T>) : load();
  return {
    list: (q: contract.ProductListQuery): Promise<ProductList> =>
      shared(`list ${JSON.stringify(q)}`, async () => {
        const [page, facets] = await Promise.all([repo.page(q), repo.facets(q)]);
        return { rows: page.rows.map(toSummary), total: page.total, facets };
      }),

    // One product is the same for every reader too (its substitutes with it): shared like the
    // lists, dropped by the same changes. An unknown product is not kept.
    get: (id: string): Promise<contract.ProductDetail> =>
      shared(`product ${id}`, async () => {
        const p = await repo.find(id);
        if (!p) throw notFound('Product');
        const [packs, substitutes] = await Promise.all([
          repo.packs(id),
          p.stockStatus === 'out-of-stock' ? repo.substitutes(p, SUBSTITUTES) : Promise.resolve([]),
        ]);
        return {
          ...toSummary(p),
          countryOfOrigin: p.countryOfOrigin,
          irradiated: p.irradiated,
          terpenes: [...p.terpenes].sort((a, b) => b.share - a.share),
          packs: packs.map((k) => ({
            _id: k.id,
            size: Number(k.size),
            unit: k.unit as contract.PackUnit,
            pricePence: k.pricePence,
            pricePerUnitPence: pricePerUnitPence(k.pricePence, Number(k.size)),
          })),
          stockChangedAt: p.stockChangedAt.toISOString(),
          // Cleaned on write; again on read, so a row written around the service stays safe.
          description: sanitizeRichText(p.description),
          substitutes: substitutes.map(toSummary),
        };
      }),

    async manufacturers(q: ListQuery): Promise<Page<contract.Manufacturer>> {
      const page = await repo.manufacturers(q);
      return {
        rows: page.rows.map((m) => ({
          _id: m.id,
          name: m.name,
          country: m.country,
          website: m.website,
          description: m.description,
          productCount: m.productCount,
        })),
        total: page.total,
      };
    },

    manufacturerNames: () =>
      shared('manufacturer names', async () =>
        (await repo.manufacturerNames()).map((m) => ({ _id: m.id, name: m.name })),
      ),

    /** Stores a producer (demo data); the shared lists go, as with a product. */
    async addManufacturer(values: Parameters<CatalogueRepository['insertManufacturer']>[0]) {
      const id = await repo.insertManufacturer(values);
      deps.changed?.();
      return id;
    },

    /**
     * Stores a product with its packs in one transaction, deriving the band, the dominant
     * terpene and the lowest price, and cleaning the description: the only write path.
     */
    addProduct: (input: ProductInput) => {
      if (!input.packs.length) throw new Error(`Product ${input.name} has no pack to price`);
      return db.transaction((tx) =>
        repo.insertProduct(
          {
            id: input.id,
            manufacturerId: input.manufacturerId,
            name: input.name,
            form: input.form,
            cultivar: input.cultivar,
            strainType: input.strainType,
            thcValue: input.thc.value,
            thcUnit: input.thc.unit,
            cbdValue: input.cbd.value,
            cbdUnit: input.cbd.unit,
            band: ratioBand(input.thc.value, input.cbd.value),
            terpenes: input.terpenes,
            dominantTerpene: dominantTerpene(input.terpenes),
            countryOfOrigin: input.countryOfOrigin,
            irradiated: input.irradiated,
            stockStatus: input.stockStatus,
            stockChangedAt: input.stockChangedAt,
            priceFromPence: Math.min(...input.packs.map((k) => k.pricePence)),
            summary: input.summary,
            description: sanitizeRichText(input.description),
            imageUrl: safeImageUrl(input.imageUrl),
            createdAt: input.createdAt,
          },
          input.packs,
          tx,
        ),
      );
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
