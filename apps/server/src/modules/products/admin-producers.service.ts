import { CONTENT_IMAGE_MAX_SIDE, type productsAdmin } from '@portal/contract';
import { recordAudit } from '../../db/audit';
import { tellingCommits } from '../../db/after-commit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { auditActionOf, publicationStatus, type Actor } from '../../db/published';
import { badRequest, conflict, notFound } from '../../http/errors';
import { createImageUploads } from '../../infra/image-uploads';
import type { Uploads } from '../../infra/uploads';
import type {
  AdminProducerRecord,
  AdminProducersRepository,
  ManufacturerValues,
  ProfileValues,
} from './admin-producers.repository';

type Patch = productsAdmin.ProducerPatch;

const toProducer = (r: AdminProducerRecord, now: Date): productsAdmin.AdminProducer => ({
  _id: r.manufacturer.id,
  name: r.manufacturer.name,
  country: r.manufacturer.country,
  website: r.manufacturer.website,
  summary: r.profile?.summary ?? '',
  description: r.manufacturer.description,
  licences: r.profile?.licences ?? [],
  email: r.profile?.email ?? null,
  phone: r.profile?.phone ?? null,
  address: r.profile?.address ?? null,
  imageUrl: r.manufacturer.imageUrl,
  productCount: r.productCount,
  publishedAt: r.manufacturer.publishedAt?.toISOString() ?? null,
  status: publicationStatus(r.manufacturer.publishedAt, now),
  createdAt: r.manufacturer.createdAt.toISOString(),
  updatedAt: r.manufacturer.updatedAt.toISOString(),
});

function split(p: Patch): { values: Partial<ManufacturerValues>; profile: Partial<ProfileValues> } {
  const values: Partial<ManufacturerValues> = {};
  const profile: Partial<ProfileValues> = {};
  if (p.name !== undefined) values.name = p.name;
  if (p.country !== undefined) values.country = p.country;
  if ('website' in p) values.website = p.website ?? null;
  if (p.description !== undefined) values.description = p.description;
  if (p.publishedAt !== undefined)
    values.publishedAt = p.publishedAt === null ? null : new Date(p.publishedAt);
  if (p.summary !== undefined) profile.summary = p.summary;
  if (p.licences !== undefined) profile.licences = p.licences;
  if ('email' in p) profile.email = p.email ?? null;
  if ('phone' in p) profile.phone = p.phone ?? null;
  if ('address' in p) profile.address = p.address ?? null;
  return { values, profile };
}

const NAME_TAKEN = 'A producer of this name already exists';

/** Authoring licensed producers and their profiles (one section, decision 92). */
export function createAdminProducersService(deps: {
  db: Db;
  repo: AdminProducersRepository;
  /** Producers' pictures (served at /uploads); without it, uploads are refused. */
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
    folder: 'producers',
    maxSide: CONTENT_IMAGE_MAX_SIDE,
    notOurs: 'Please attach an image uploaded for a producer.',
  });

  async function load(id: string, tx: Db = db, lock = false) {
    const r = await repo.find(id, tx, lock);
    if (!r) throw notFound('Producer');
    return toProducer(r, now());
  }

  return {
    async list(q: productsAdmin.AdminListQuery): Promise<Page<productsAdmin.AdminProducer>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((r) => toProducer(r, at)), total: page.total };
    },

    get: (id: string) => load(id),

    /** Stores a producer's picture (decision 100): checked as an avatar is, WebP under `producers/`. */
    uploadImage: (actor: Actor, bytes: Buffer) => images.store(bytes, actor.id),

    async create(actor: Actor, body: productsAdmin.ProducerBody) {
      return db.transaction(async (tx) => {
        if (await repo.nameTaken(body.name, null, tx))
          throw badRequest(NAME_TAKEN, { name: NAME_TAKEN });
        const { values, profile } = split(body);
        values.imageUrl = (await images.checked(body.imageUrl, actor.id, null, tx)) ?? null;
        const id = await repo.insert(
          values as ManufacturerValues,
          { licences: [], ...profile } as ProfileValues,
          tx,
        );
        const after = await load(id, tx);
        await recordAudit(tx, { actor, entity: 'producer', entityId: id, action: 'create', after });
        return after;
      });
    },

    async update(actor: Actor, id: string, patch: Patch) {
      return db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        if (patch.name !== undefined && (await repo.nameTaken(patch.name, id, tx)))
          throw badRequest(NAME_TAKEN, { name: NAME_TAKEN });
        const { values, profile } = split(patch);
        const imageUrl = await images.checked(patch.imageUrl, actor.id, before.imageUrl, tx);
        if (imageUrl !== undefined) values.imageUrl = imageUrl;
        await repo.update(id, values, profile, tx);
        const after = await load(id, tx);
        await recordAudit(tx, {
          actor,
          entity: 'producer',
          entityId: id,
          action: auditActionOf(patch, before.publishedAt, after.publishedAt),
          before,
          after,
        });
        return after;
      });
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        if (before.productCount > 0)
          throw conflict(
            'This producer still has products. Delete or move them first, or unpublish the producer.',
          );
        await repo.delete(id, tx);
        await recordAudit(tx, {
          actor,
          entity: 'producer',
          entityId: id,
          action: 'delete',
          before,
        });
        return { _id: id };
      });
    },
  };
}

export type AdminProducersService = ReturnType<typeof createAdminProducersService>;
