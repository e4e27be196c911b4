import type { education } from '@portal/contract';
import { auditedChanges } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { publicationStatus, type Actor } from '../../db/published';
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
  const audited = auditedChanges({ db, entity: 'faq', load });

  return {
    async list(q: education.AdminListQuery): Promise<Page<education.AdminFaqEntry>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((r) => toEntry(r, at)), total: page.total };
    },

    get: (id: string) => load(id),

    create: (actor: Actor, body: education.FaqEntryBody) =>
      audited.create(actor, async (tx) => {
        const topicId = await repo.topicId(body.topic, tx);
        return repo.insert(
          {
            topicId,
            question: body.question,
            answer: body.answer,
            position: body.position ?? (await repo.nextPosition(topicId, tx)),
            publishedAt: when(body.publishedAt),
          },
          tx,
        );
      }),

    update: (actor: Actor, id: string, patch: education.FaqEntryPatch) =>
      audited.update(actor, id, patch, async (tx, before) => {
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
      }),

    remove: (actor: Actor, id: string) => audited.remove(actor, id, (tx) => repo.delete(id, tx)),
  };
}

export type AdminFaqService = ReturnType<typeof createAdminFaqService>;
