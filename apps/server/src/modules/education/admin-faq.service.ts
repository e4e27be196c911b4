import type { education } from '@portal/contract';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { auditActionOf, publicationStatus, type Actor } from '../../db/published';
import { notFound } from '../../http/errors';
import type { AdminFaqRecord, AdminFaqRepository, FaqValues } from './admin-faq.repository';

const toEntry = (r: AdminFaqRecord, now: Date): education.AdminFaqEntry => ({
  _id: r.id,
  topic: r.topic,
  question: r.question,
  answer: r.answer,
  position: r.position,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  status: publicationStatus(r.publishedAt, now),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const when = (v: string | null) => (v === null ? null : new Date(v));

/** Authoring the FAQ: one question at a time, its topic by name. */
export function createAdminFaqService(deps: {
  db: Db;
  repo: AdminFaqRepository;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  async function load(id: string, tx: Db = db, lock = false) {
    const r = await repo.find(id, tx, lock);
    if (!r) throw notFound('FAQ entry');
    return toEntry(r, now());
  }

  return {
    async list(q: education.AdminListQuery): Promise<Page<education.AdminFaqEntry>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((r) => toEntry(r, at)), total: page.total };
    },

    get: (id: string) => load(id),

    create: (actor: Actor, body: education.FaqEntryBody) =>
      db.transaction(async (tx) => {
        const topicId = await repo.topicId(body.topic, tx);
        const id = await repo.insert(
          {
            topicId,
            question: body.question,
            answer: body.answer,
            position: body.position ?? (await repo.nextPosition(topicId, tx)),
            publishedAt: when(body.publishedAt),
          },
          tx,
        );
        const after = await load(id, tx);
        await recordAudit(tx, { actor, entity: 'faq', entityId: id, action: 'create', after });
        return after;
      }),

    update: (actor: Actor, id: string, patch: education.FaqEntryPatch) =>
      db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        const values: FaqValues = {};
        if (patch.topic !== undefined && patch.topic !== before.topic) {
          values.topicId = await repo.topicId(patch.topic, tx);
          if (patch.position === undefined)
            values.position = await repo.nextPosition(values.topicId, tx);
        }
        if (patch.question !== undefined) values.question = patch.question;
        if (patch.answer !== undefined) values.answer = patch.answer;
        if (patch.position !== undefined) values.position = patch.position;
        if (patch.publishedAt !== undefined) values.publishedAt = when(patch.publishedAt);
        await repo.update(id, values, tx);
        const after = await load(id, tx);
        await recordAudit(tx, {
          actor,
          entity: 'faq',
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
        await recordAudit(tx, { actor, entity: 'faq', entityId: id, action: 'delete', before });
        return { _id: id };
      }),
  };
}

export type AdminFaqService = ReturnType<typeof createAdminFaqService>;
