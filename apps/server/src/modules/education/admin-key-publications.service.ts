import type { education } from '@portal/contract';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { auditActionOf, publicationStatus, type Actor } from '../../db/published';
import { notFound } from '../../http/errors';
import type {
  AdminKeyPublicationsRepository,
  KeyPublicationRow,
  KeyPublicationValues,
} from './admin-key-publications.repository';

const toPublication = (r: KeyPublicationRow, now: Date): education.AdminKeyPublication => ({
  _id: r.id,
  title: r.title,
  citation: r.citation,
  doi: r.doi,
  year: r.year,
  summary: r.summary,
  practiceRelevance: r.practiceRelevance,
  topics: r.topics,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  status: publicationStatus(r.publishedAt, now),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

function valuesOf(p: education.KeyPublicationPatch): Partial<KeyPublicationValues> {
  const { publishedAt, ...rest } = p;
  const v: Partial<KeyPublicationValues> = { ...rest };
  if (publishedAt !== undefined)
    v.publishedAt = publishedAt === null ? null : new Date(publishedAt);
  return v;
}

/** Authoring key publications. */
export function createAdminKeyPublicationsService(deps: {
  db: Db;
  repo: AdminKeyPublicationsRepository;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  async function load(id: string, tx: Db = db, lock = false) {
    const r = await repo.find(id, tx, lock);
    if (!r) throw notFound('Key publication');
    return toPublication(r, now());
  }
  const entity = 'keyPublication';

  return {
    async list(q: education.AdminListQuery): Promise<Page<education.AdminKeyPublication>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((r) => toPublication(r, at)), total: page.total };
    },

    get: (id: string) => load(id),

    create: (actor: Actor, body: education.KeyPublicationBody) =>
      db.transaction(async (tx) => {
        const id = await repo.insert(valuesOf(body) as KeyPublicationValues, tx);
        const after = await load(id, tx);
        await recordAudit(tx, { actor, entity, entityId: id, action: 'create', after });
        return after;
      }),

    update: (actor: Actor, id: string, patch: education.KeyPublicationPatch) =>
      db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        await repo.update(id, valuesOf(patch), tx);
        const after = await load(id, tx);
        await recordAudit(tx, {
          actor,
          entity,
          entityId: id,
          action: auditActionOf(patch, before.publishedAt, after.publishedAt),
          before,
          after,
        });
        return after;
      }),

    remove: (actor: Actor, id: string) =>
      db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        await repo.delete(id, tx);
        await recordAudit(tx, { actor, entity, entityId: id, action: 'delete', before });
        return { _id: id };
      }),
  };
}

export type AdminKeyPublicationsService = ReturnType<typeof createAdminKeyPublicationsService>;
