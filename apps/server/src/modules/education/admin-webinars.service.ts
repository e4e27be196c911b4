import { CONTENT_IMAGE_MAX_SIDE, londonInstant, type education } from '@portal/contract';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { auditActionOf, publicationStatus, type Actor } from '../../db/published';
import { badRequest, conflict, notFound } from '../../http/errors';
import { createImageUploads } from '../../infra/image-uploads';
import { safeLinkUrl, sanitizeRichText } from '../../infra/rich-text';
import type { Uploads } from '../../infra/uploads';
import type {
  AdminWebinarRecord,
  AdminWebinarsRepository,
  WebinarValues,
} from './admin-webinars.repository';

const toWebinar = (w: AdminWebinarRecord, now: Date): education.AdminWebinar => ({
  _id: w.id,
  title: w.title,
  summary: w.summary,
  description: w.description,
  speakers: w.speakers,
  topics: w.topics,
  startsAt: w.startsAt.toISOString(),
  endsAt: w.endsAt.toISOString(),
  timeZone: w.timeZone,
  capacity: w.capacity,
  registeredCount: w.registeredCount,
  joinUrl: w.joinUrl,
  recordingUrl: w.recordingUrl,
  imageUrl: w.imageUrl,
  publishedAt: w.publishedAt?.toISOString() ?? null,
  status: publicationStatus(w.publishedAt, now),
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});

/** The columns a body (or part of one) sets; London wall-clock times become instants. */
function valuesOf(p: education.WebinarPatch): Partial<WebinarValues> {
  const v: Partial<WebinarValues> = {};
  if (p.title !== undefined) v.title = p.title;
  if (p.summary !== undefined) v.summary = p.summary;
  if (p.description !== undefined) v.description = sanitizeRichText(p.description);
  if (p.speakers !== undefined) v.speakers = p.speakers;
  if (p.topics !== undefined) v.topics = p.topics;
  if (p.startsAt !== undefined) v.startsAt = londonInstant(p.startsAt)!;
  if (p.endsAt !== undefined) v.endsAt = londonInstant(p.endsAt)!;
  if ('capacity' in p) v.capacity = p.capacity ?? null;
  if ('joinUrl' in p) v.joinUrl = safeLinkUrl(p.joinUrl ?? null);
  if ('recordingUrl' in p) v.recordingUrl = safeLinkUrl(p.recordingUrl ?? null);
  if (p.publishedAt !== undefined)
    v.publishedAt = p.publishedAt === null ? null : new Date(p.publishedAt);
  return v;
}

const END_BEFORE_START = 'The end must be after the start';

/**
 * Authoring webinars. A webinar people registered for is not deleted (decision 93): its seats
 * are their commitments and their CPD; the admin unpublishes or edits it instead.
 */
export function createAdminWebinarsService(deps: {
  db: Db;
  repo: AdminWebinarsRepository;
  /** Webinar images (served at /uploads); without it, uploads are refused. */
  uploads?: Uploads;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const images = createImageUploads({
    uploads: deps.uploads,
    folder: 'webinars',
    maxSide: CONTENT_IMAGE_MAX_SIDE,
    notOurs: 'Please attach an image uploaded for a webinar.',
  });
  async function load(id: string, tx: Db = db, lock = false) {
    const r = await repo.find(id, tx, lock);
    if (!r) throw notFound('Webinar');
    return r;
  }
  const entity = 'webinar';

  return {
    async list(q: education.AdminListQuery): Promise<Page<education.AdminWebinar>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((r) => toWebinar(r, at)), total: page.total };
    },

    get: async (id: string) => toWebinar(await load(id), now()),

    /** Stores a webinar's image (decision 100): checked as an avatar is, WebP under `webinars/`. */
    uploadImage: (actor: Actor, bytes: Buffer) => images.store(bytes, actor.id),

    create: (actor: Actor, body: education.WebinarBody) =>
      db.transaction(async (tx) => {
        const imageUrl = (await images.checked(body.imageUrl, actor.id, null, tx)) ?? null;
        const id = await repo.insert(
          { timeZone: 'Europe/London', ...(valuesOf(body) as WebinarValues), imageUrl },
          tx,
        );
        const after = toWebinar(await load(id, tx), now());
        await recordAudit(tx, { actor, entity, entityId: id, action: 'create', after });
        return after;
      }),

    update: (actor: Actor, id: string, patch: education.WebinarPatch) =>
      db.transaction(async (tx) => {
        const row = await load(id, tx, true);
        const before = toWebinar(row, now());
        const values = valuesOf(patch);
        const imageUrl = await images.checked(patch.imageUrl, actor.id, row.imageUrl, tx);
        if (imageUrl !== undefined) values.imageUrl = imageUrl;
        if ((values.endsAt ?? row.endsAt) <= (values.startsAt ?? row.startsAt))
          throw badRequest(END_BEFORE_START, { endsAt: END_BEFORE_START });
        const capacity = values.capacity === undefined ? row.capacity : values.capacity;
        if (capacity !== null && capacity < row.registeredCount) {
          const message = `${row.registeredCount} people have registered: give at least ${row.registeredCount} seats`;
          throw badRequest(message, { capacity: message });
        }
        await repo.update(id, values, tx);
        const after = toWebinar(await load(id, tx), now());
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
        const row = await load(id, tx, true);
        if (row.registeredCount > 0)
          throw conflict(
            `${row.registeredCount} ${row.registeredCount === 1 ? 'person has' : 'people have'} registered for this webinar, so it cannot be deleted. Unpublish it instead.`,
          );
        await repo.delete(id, tx);
        await recordAudit(tx, {
          actor,
          entity,
          entityId: id,
          action: 'delete',
          before: toWebinar(row, now()),
        });
        return { _id: id };
      }),
  };
}

export type AdminWebinarsService = ReturnType<typeof createAdminWebinarsService>;
