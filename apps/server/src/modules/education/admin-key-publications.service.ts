import type { education } from '@portal/contract';
import { auditedChanges } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { publicationStatus, type Actor } from '../../db/published';
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
  const audited = auditedChanges({ db, entity: 'keyPublication', load });

  return {
    async list(q: education.AdminListQuery): Promise<Page<education.AdminKeyPublication>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((r) => toPublication(r, at)), total: page.total };
    },

    get: (id: string) => load(id),

    create: (actor: Actor, body: education.KeyPublicationBody) =>
      audited.create(actor, (tx) => repo.insert(valuesOf(body) as KeyPublicationValues, tx)),

    update: (actor: Actor, id: string, patch: education.KeyPublicationPatch) =>
      audited.update(actor, id, patch, (tx) => repo.update(id, valuesOf(patch), tx)),

    remove: (actor: Actor, id: string) => audited.remove(actor, id, (tx) => repo.delete(id, tx)),
  };
}

export type AdminKeyPublicationsService = ReturnType<typeof createAdminKeyPublicationsService>;
