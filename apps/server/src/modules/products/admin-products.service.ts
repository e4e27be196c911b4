import {
  CONTENT_IMAGE_MAX_SIDE,
  type productsAdmin,
  type products as contract,
} from '@portal/contract';
import { recordAudit } from '../../db/audit';
import { tellingCommits } from '../../db/after-commit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { auditActionOf, publicationStatus, type Actor } from '../../db/published';
import { badRequest, conflict, notFound } from '../../http/errors';
import { createImageUploads } from '../../infra/image-uploads';
import { sanitizeRichText } from '../../infra/rich-text';
import type { Uploads } from '../../infra/uploads';
import type {
  AdminProductRecord,
  AdminProductsRepository,
  PackValues,
  ProductValues,
} from './admin-products.repository';
import { dominantTerpene, ratioBand } from './products.policy';

type Body = productsAdmin.ProductBody;
type Patch = productsAdmin.ProductPatch;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toRow = (p: AdminProductRecord, now: Date): productsAdmin.AdminProductRow => ({
  _id: p.id,
  name: p.name,
  manufacturer: { _id: p.manufacturerId, name: p.manufacturerName },
  form: p.form as contract.ProductForm,
  stockStatus: p.stockStatus as contract.StockStatus,
  priceFromPence: p.priceFromPence,
  publishedAt: iso(p.publishedAt),
  status: publicationStatus(p.publishedAt, now),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** The columns a body (or part of one) sets, with what the catalogue derives from them. */
function valuesOf(
  input: Partial<Body>,
  current: { thc: contract.Potency; cbd: contract.Potency } | null,
): Partial<ProductValues> {
  const v: Partial<ProductValues> = {};
  if (input.manufacturerId !== undefined) v.manufacturerId = input.manufacturerId;
  if (input.name !== undefined) v.name = input.name;
  if (input.form !== undefined) v.form = input.form;
  if ('cultivar' in input) v.cultivar = input.cultivar ?? null;
  if (input.strainType !== undefined) v.strainType = input.strainType;
  const thc = input.thc ?? current?.thc;
  const cbd = input.cbd ?? current?.cbd;
  if (input.thc || input.cbd) {
    if (thc && cbd && thc.unit !== cbd.unit) {
      const message = 'THC and CBD must be given in the same unit';
      throw badRequest(message, { 'cbd.unit': message });
    }
    v.thcValue = thc!.value;
    v.thcUnit = thc!.unit;
    v.cbdValue = cbd!.value;
    v.cbdUnit = cbd!.unit;
    v.band = ratioBand(thc!.value, cbd!.value);
  }
  if (input.terpenes !== undefined) {
    v.terpenes = input.terpenes;
    v.dominantTerpene = dominantTerpene(input.terpenes);
  }
  if (input.countryOfOrigin !== undefined) v.countryOfOrigin = input.countryOfOrigin;
  if (input.irradiated !== undefined) v.irradiated = input.irradiated;
  if (input.stockStatus !== undefined) v.stockStatus = input.stockStatus;
  if (input.summary !== undefined) v.summary = input.summary;
  if (input.description !== undefined) v.description = sanitizeRichText(input.description);
  if (input.packs !== undefined)
    v.priceFromPence = Math.min(...input.packs.map((k) => k.pricePence));
  if (input.publishedAt !== undefined)
    v.publishedAt = input.publishedAt === null ? null : new Date(input.publishedAt);
  return v;
}

const packsOf = (packs: Body['packs']): PackValues[] =>
  packs.map((k) => ({ size: k.size, unit: k.unit, pricePence: k.pricePence }));

/** Authoring products: the admin's list (drafts included), one, create, change, delete. */
export function createAdminProductsService(deps: {
  db: Db;
  repo: AdminProductsRepository;
  /** Product images (served at /uploads); without it, uploads are refused. */
  uploads?: Uploads;
  /** Told once a change has committed: the catalogue's shared lists are dropped. */
  changed?: (() => void) | undefined;
  now?: () => Date;
}) {
  const { repo } = deps;
  const db = tellingCommits(deps.db, deps.changed);
  const now = deps.now ?? (() => new Date());
  const images = createImageUploads({
    uploads: deps.uploads,
    folder: 'products',
    maxSide: CONTENT_IMAGE_MAX_SIDE,
    notOurs: 'Please attach an image uploaded for a product.',
  });

  async function load(id: string, tx: Db = db, lock = false): Promise<productsAdmin.AdminProduct> {
    const p = await repo.find(id, tx, lock);
    if (!p) throw notFound('Product');
    const packs = await repo.packs(id, tx);
    return {
      ...toRow(p, now()),
      cultivar: p.cultivar,
      strainType: p.strainType as contract.StrainType,
      thc: { value: Number(p.thcValue), unit: p.thcUnit as contract.PotencyUnit },
      cbd: { value: Number(p.cbdValue), unit: p.cbdUnit as contract.PotencyUnit },
      band: p.band as contract.RatioBand,
      terpenes: p.terpenes,
      countryOfOrigin: p.countryOfOrigin,
      irradiated: p.irradiated,
      stockChangedAt: p.stockChangedAt.toISOString(),
      summary: p.summary,
      description: p.description,
      imageUrl: p.imageUrl,
      packs: packs.map((k) => ({
        _id: k.id,
        size: Number(k.size),
        unit: k.unit as contract.PackUnit,
        pricePence: k.pricePence,
      })),
    };
  }

  async function checkProducer(id: string | undefined, tx: Db) {
    if (id !== undefined && !(await repo.manufacturerExists(id, tx))) {
      const message = 'Choose one of the producers';
      throw badRequest(message, { manufacturerId: message });
    }
  }

  return {
    async list(q: productsAdmin.AdminListQuery): Promise<Page<productsAdmin.AdminProductRow>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((p) => toRow(p, at)), total: page.total };
    },

    get: (id: string) => load(id),

    /** Stores a product's image (decision 100): checked as an avatar is, WebP under `products/`. */
    uploadImage: (actor: Actor, bytes: Buffer) => images.store(bytes, actor.id),

    async create(actor: Actor, body: Body): Promise<productsAdmin.AdminProduct> {
      return db.transaction(async (tx) => {
        await checkProducer(body.manufacturerId, tx);
        const values = valuesOf(body, null) as ProductValues;
        values.imageUrl = (await images.checked(body.imageUrl, actor.id, null, tx)) ?? null;
        const id = await repo.insert(values, packsOf(body.packs), tx);
        const after = await load(id, tx);
        await recordAudit(tx, {
          actor,
          entity: 'product',
          entityId: id,
          action: 'create',
          after,
        });
        return after;
      });
    },

    async update(actor: Actor, id: string, patch: Patch): Promise<productsAdmin.AdminProduct> {
      return db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        await checkProducer(patch.manufacturerId, tx);
        const values = valuesOf(patch, before);
        const imageUrl = await images.checked(patch.imageUrl, actor.id, before.imageUrl, tx);
        if (imageUrl !== undefined) values.imageUrl = imageUrl;
        if (patch.stockStatus !== undefined && patch.stockStatus !== before.stockStatus)
          values.stockChangedAt = now();
        await repo.update(id, values, tx);
        if (patch.packs) await repo.replacePacks(id, packsOf(patch.packs), tx);
        const after = await load(id, tx);
        await recordAudit(tx, {
          actor,
          entity: 'product',
          entityId: id,
          action: auditActionOf(patch, before.publishedAt, after.publishedAt),
          before,
          after,
        });
        return after;
      });
    },

    async remove(actor: Actor, id: string): Promise<{ _id: string }> {
      return db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        if ((await repo.declarationCount(id, tx)) > 0)
          throw conflict(
            'Prescribers have declared this product, so it cannot be deleted. Unpublish it instead.',
          );
        await repo.delete(id, tx);
        await recordAudit(tx, { actor, entity: 'product', entityId: id, action: 'delete', before });
        return { _id: id };
      });
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
