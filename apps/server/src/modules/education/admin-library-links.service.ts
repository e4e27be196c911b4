import type { education } from '@portal/contract';
import { auditedChanges } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import type { Actor } from '../../db/published';
import { notFound } from '../../http/errors';
import type { AdminLibraryRepository, AdminLibraryRow } from './admin-library.repository';
import { adminLibraryItemOf } from './admin-library.service';

const toLink = (r: AdminLibraryRow, now: Date): education.AdminLibraryLink => ({
  ...adminLibraryItemOf(r, now),
  // A link has its address (the table's check).
  url: r.url ?? '',
});

/**
 * Authoring the library's links (decision 113): an outside address, http or https (the
 * contract's schema), with a document's title, shelf, author and description. A draft is in
 * no public list; nothing is stored but the row, so nothing is left for the sweep.
 */
export function createAdminLibraryLinksService(deps: {
  db: Db;
  /** The library's repository over its links (`kind` 'link'). */
  repo: AdminLibraryRepository;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const entity = 'library-link';
  async function load(id: string, tx: Db = db, lock = false) {
    const r = await repo.find(id, tx, lock);
    if (!r) throw notFound('Library link');
    return toLink(r, now());
  }
  const when = (v: string | null) => (v === null ? null : new Date(v));
  const audited = auditedChanges({ db, entity, load });

  return {
    async list(q: education.AdminListQuery): Promise<Page<education.AdminLibraryLink>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((r) => toLink(r, at)), total: page.total };
    },

    get: (id: string) => load(id),

    create: (actor: Actor, body: education.LibraryLinkBody) =>
      audited.create(actor, (tx) =>
        repo.insert({ ...body, publishedAt: when(body.publishedAt) }, tx),
      ),

    update: (actor: Actor, id: string, patch: education.LibraryLinkPatch) => {
      const { publishedAt, ...own } = patch;
      const values = publishedAt === undefined ? own : { ...own, publishedAt: when(publishedAt) };
      return audited.update(actor, id, patch, (tx) => repo.update(id, values, tx));
    },

    remove: (actor: Actor, id: string) => audited.remove(actor, id, (tx) => repo.delete(id, tx)),
  };
}

export type AdminLibraryLinksService = ReturnType<typeof createAdminLibraryLinksService>;
