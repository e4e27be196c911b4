import type { homeAdmin, PublicationStatus } from '@portal/contract';
import { auditedChanges, recordAudit } from '../../db/audit';
import { tellingCommits } from '../../db/after-commit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { publicationStatus, type Actor } from '../../db/published';
import { badRequest, notFound } from '../../http/errors';
import type { ImageUploads } from '../../infra/image-uploads';
import type { AdminOrderedRepository, OrderedRow } from './admin-ordered.repository';

/** The publication fields every admin answer carries (decision 91). */
export interface Publication {
  _id: string;
  publishedAt: string | null;
  status: PublicationStatus;
  createdAt: string;
  updatedAt: string;
}

/** A kind's fields as the form sends them: `publishedAt` an ISO time or null. */
type Fields = Record<string, unknown> & { publishedAt?: string | null };

/**
 * Authoring one of Home's ordered kinds: list, get, create, update, delete, each change in one
 * transaction with its audit row, and (for guide cards) moving one up or down.
 */
export function createAdminOrderedService<R extends OrderedRow, A>(deps: {
  db: Db;
  repo: AdminOrderedRepository<R>;
  /** The audit trail's name of the kind ('useful-link'). */
  entity: string;
  /** The 404's name ('Useful link'). */
  noun: string;
  /** The kind's own fields of the answer. */
  fieldsOf: (row: R) => A;
  /** Fields that are null when the form leaves them out (an image). */
  nullable: readonly string[];
  /** The columns of the kind's own fields, when they are not the fields as sent (events). */
  columnsOf?: (fields: Fields) => Record<string, unknown>;
  /** Columns every update also sets (an event's calendar sequence). */
  onUpdate?: Record<string, unknown>;
  /** Throws a 400 when a change's columns do not fit the row as it is (an end before its start). */
  checkChange?: (before: A, values: Record<string, unknown>) => void;
  /** The kind's picture: only a file uploaded through Home's image endpoint is attached. */
  image?: { field: string; uploads: ImageUploads };
  /** Told once a change has committed: readers' shared copies of the kind are dropped. */
  changed?: (() => void) | undefined;
  now?: () => Date;
}) {
  const { db, repo, entity } = deps;
  const now = deps.now ?? (() => new Date());
  const toAnswer = (r: R, at: Date): A & Publication => ({
    _id: r.id,
    ...deps.fieldsOf(r),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    status: publicationStatus(r.publishedAt, at),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });
  async function load(id: string, tx: Db = db, lock = false) {
    const r = await repo.find(id, tx, lock);
    if (!r) throw notFound(deps.noun);
    return toAnswer(r, now());
  }
  const audited = auditedChanges({ db, entity, load, changed: deps.changed });
  const committing = tellingCommits(db, deps.changed);

  /** The columns a body or patch writes; a nullable field sent empty clears it. */
  function valuesOf(fields: Fields): Record<string, unknown> {
    const { publishedAt, ...own } = fields;
    const values: Record<string, unknown> = {};
    if (publishedAt !== undefined)
      values.publishedAt = publishedAt === null ? null : new Date(publishedAt);
    if (deps.columnsOf) return { ...deps.columnsOf(own), ...values };
    for (const [key, value] of Object.entries(own)) {
      if (deps.nullable.includes(key)) values[key] = value ?? null;
      else if (value !== undefined) values[key] = value;
    }
    return values;
  }
  /** A picture sent that is neither the row's own nor one of Home's uploads is a 400. */
  async function checkImage(
    values: Record<string, unknown>,
    actor: Actor,
    current: unknown,
    tx: Db,
  ) {
    if (!deps.image) return;
    const { field, uploads } = deps.image;
    const url = values[field] as string | null | undefined;
    await uploads.checked(url, actor.id, (current as string | null | undefined) ?? null, tx);
  }
  const list = async (q: homeAdmin.AdminListQuery, tx: Db = db): Promise<Page<A & Publication>> => {
    const page = await repo.page(q, tx);
    const at = now();
    return { rows: page.rows.map((r) => toAnswer(r, at)), total: page.total };
  };

  return {
    list: (q: homeAdmin.AdminListQuery) => list(q),

    get: (id: string) => load(id),

    create: (actor: Actor, body: Fields) =>
      audited.create(actor, async (tx) => {
        const values = valuesOf(body);
        if (repo.ordered) values.position ??= await repo.nextPosition(tx);
        for (const key of deps.nullable) values[key] ??= null;
        await checkImage(values, actor, null, tx);
        return repo.insert(values, tx);
      }),

    update: (actor: Actor, id: string, patch: Fields) =>
      audited.update(actor, id, patch, async (tx, before) => {
        const values = valuesOf(patch);
        deps.checkChange?.(before, values);
        const field = deps.image?.field;
        if (field) await checkImage(values, actor, (before as Record<string, unknown>)[field], tx);
        await repo.update(id, { ...values, ...deps.onUpdate }, tx);
      }),

    remove: (actor: Actor, id: string) => audited.remove(actor, id, (tx) => repo.delete(id, tx)),

    /**
     * Swaps a row with its neighbour in the order, numbering every row 0, 1, 2… as it goes (so
     * equal places left by hand-made data cannot stall a move). One transaction over the locked
     * rows; every row whose place changed gets a `move` audit row.
     */
    move: (actor: Actor, id: string, direction: 'up' | 'down') =>
      committing.transaction(async (tx) => {
        const rows = await repo.allLocked(tx);
        const from = rows.findIndex((r) => r.id === id);
        if (from < 0) throw notFound(deps.noun);
        const to = direction === 'up' ? from - 1 : from + 1;
        if (to < 0 || to >= rows.length)
          throw badRequest(
            `This ${deps.noun.toLowerCase()} is already ${direction === 'up' ? 'first' : 'last'}.`,
          );
        [rows[from], rows[to]] = [rows[to]!, rows[from]!];
        const at = now();
        for (const [position, row] of rows.entries()) {
          if (row.position === position) continue;
          const before = toAnswer(row, at);
          await repo.update(row.id, { position }, tx);
          const after = await load(row.id, tx);
          await recordAudit(tx, { actor, entity, entityId: row.id, action: 'move', before, after });
        }
        return (await list({ limit: rows.length || 1, skip: 0, search: undefined }, tx)).rows;
      }),
  };
}

export type AdminOrderedService<A> = ReturnType<typeof createAdminOrderedService<OrderedRow, A>>;
