import type { education } from '@portal/contract';
import { auditedChanges } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { publicationStatus, type Actor } from '../../db/published';
import { badRequest, notFound } from '../../http/errors';
import type { Uploads } from '../../infra/uploads';
import type {
  AdminLibraryRepository,
  AdminLibraryRow,
  LibraryDocumentValues,
} from './admin-library.repository';

export const NOT_A_PDF = 'Please upload a PDF document.';
export const UPLOAD_FIRST = 'Please upload the document first.';
/** The 400 of an upload that is not a PDF by its content (or holds no file), on field `file`. */
export const notAPdf = () => badRequest(NOT_A_PDF, { file: NOT_A_PDF });

/** What the editor sees of any library item, a document's or a link's, before its kind's own. */
export const adminLibraryItemOf = (r: AdminLibraryRow, now: Date) => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  category: r.category as education.LibraryCategory,
  author: r.author,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  status: publicationStatus(r.publishedAt, now),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const toDocument = (r: AdminLibraryRow, now: Date): education.AdminLibraryDocument => ({
  ...adminLibraryItemOf(r, now),
  // A file item has all three (the table's check).
  fileName: r.fileName ?? '',
  contentType: r.contentType ?? 'application/pdf',
  sizeBytes: r.sizeBytes ?? 0,
});

/** A download name ending `.pdf`, with no path in it. */
const pdfName = (name: string) =>
  `${
    name
      .replace(/[\\/]/g, '_')
      .replace(/\.pdf$/i, '')
      .slice(0, 150) || 'document'
  }.pdf`;

/**
 * Authoring the library's documents (decision 98). A document's file is uploaded first, checked
 * by its content (a PDF's `%PDF-` header, whatever its name) and by size (the multipart limit,
 * a 413), into private storage through `Uploads`, so the sweep (decision 95) removes files no
 * document names; a document may name only a file its admin uploaded.
 */
export function createAdminLibraryService(deps: {
  db: Db;
  repo: AdminLibraryRepository;
  files: Uploads;
  /** Told once a change has committed: Home's shared list of the library's files goes. */
  libraryChanged?: (() => void) | undefined;
  now?: () => Date;
}) {
  const { db, repo, files } = deps;
  const now = deps.now ?? (() => new Date());
  const entity = 'library-document';
  async function load(id: string, tx: Db = db, lock = false) {
    const r = await repo.find(id, tx, lock);
    if (!r) throw notFound('Library document');
    return toDocument(r, now());
  }
  /** The columns of an uploaded file the admin names; a 400 when it is not theirs. */
  async function fileColumns(actor: Actor, file: { key: string; fileName: string }) {
    const bytes = (await files.isOwner(actor.id, file.key)) ? await files.read(file.key) : null;
    if (!bytes) throw badRequest(UPLOAD_FIRST, { file: UPLOAD_FIRST });
    return {
      storageKey: file.key,
      fileName: pdfName(file.fileName),
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
    };
  }
  const when = (v: string | null) => (v === null ? null : new Date(v));
  const audited = auditedChanges({ db, entity, load, changed: deps.libraryChanged });

  return {
    async upload(
      actor: Actor,
      file: { bytes: Buffer; fileName: string },
    ): Promise<education.LibraryFileUpload> {
      if (file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw notAPdf();
      const key = files.newKey('library', '.pdf');
      await files.put(actor.id, key, file.bytes);
      return { key, fileName: pdfName(file.fileName), sizeBytes: file.bytes.length };
    },

    async list(q: education.AdminListQuery): Promise<Page<education.AdminLibraryDocument>> {
      const page = await repo.page(q);
      const at = now();
      return { rows: page.rows.map((r) => toDocument(r, at)), total: page.total };
    },

    get: (id: string) => load(id),

    async create(actor: Actor, body: education.LibraryDocumentBody) {
      // Read outside the transaction: the uploads are another repository's rows.
      const file = await fileColumns(actor, body.file);
      const { file: _named, ...own } = body;
      return audited.create(actor, (tx) =>
        repo.insert({ ...own, ...file, publishedAt: when(body.publishedAt) }, tx),
      );
    },

    async update(actor: Actor, id: string, patch: education.LibraryDocumentPatch) {
      const { file, publishedAt, ...own } = patch;
      const values: LibraryDocumentValues = { ...own };
      if (file) Object.assign(values, await fileColumns(actor, file));
      if (publishedAt !== undefined) values.publishedAt = when(publishedAt);
      return audited.update(actor, id, patch, (tx) => repo.update(id, values, tx));
    },

    remove: (actor: Actor, id: string) => audited.remove(actor, id, (tx) => repo.delete(id, tx)),
  };
}

export type AdminLibraryService = ReturnType<typeof createAdminLibraryService>;
