import { randomUUID } from 'node:crypto';
import type { education } from '@portal/contract';
import type { Page } from '../../db/paging';
import { notFound } from '../../http/errors';
import type { FileStorage } from '../../infra/storage';
import type { Db } from '../../db/client';
import { createLibraryRepository, type LibraryItemRow } from './library.repository';

/** A short label of a file's kind for the list (`PDF`, `DOCX`…), from its name. */
export const fileTypeOf = (fileName: string) =>
  fileName.includes('.') ? fileName.split('.').pop()!.toUpperCase() : 'FILE';

const toItem = (r: LibraryItemRow): education.LibraryItem => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  category: r.category as education.LibraryCategory,
  kind: r.kind as education.LibraryItemKind,
  author: r.author,
  fileName: r.fileName,
  fileType: r.fileName ? fileTypeOf(r.fileName) : null,
  contentType: r.contentType,
  sizeBytes: r.sizeBytes,
  url: r.url,
  // The repository reads published items only.
  publishedAt: r.publishedAt!.toISOString(),
});

/**
 * The portal's one library (Education's tab and Home's documents); files live in private storage
 * and leave only through `download`.
 */
export function createLibraryService(deps: { db: Db; files: FileStorage }) {
  const { files } = deps;
  const repo = createLibraryRepository(deps.db);
  return {
    async list(q: education.LibraryQuery): Promise<Page<education.LibraryItem>> {
      const page = await repo.page(q);
      return { rows: page.rows.map(toItem), total: page.total };
    },

    /**
     * The library's files alone, newest first: what Home lists as its documents (decision 82).
     * `category` is a shelf; anything else finds nothing.
     */
    async files(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
      category?: education.LibraryCategory | undefined;
    }): Promise<Page<education.LibraryItem>> {
      const page = await repo.page({ ...q, kind: 'file' });
      return { rows: page.rows.map(toItem), total: page.total };
    },

    /** When the next scheduled item shows (epoch ms), or null. */
    nextPublication: () => repo.nextPublication(),

    /** A file item's bytes; a link (opened at its address) or a missing file is 404. */
    async download(id: string) {
      const item = await repo.find(id);
      const bytes = item?.storageKey ? await files.read(item.storageKey) : null;
      if (!item || !bytes || !item.fileName || !item.contentType) throw notFound('Library file');
      return { body: bytes, contentType: item.contentType, fileName: item.fileName };
    },

    /** Stores a file item: its file, then its row (editorial tooling and demo data). */
    async addFile(input: {
      title: string;
      description: string;
      category: education.LibraryCategory;
      author: string;
      fileName: string;
      contentType: string;
      bytes: Buffer;
      publishedAt: Date;
    }): Promise<string> {
      const storageKey = `education-library/${randomUUID()}-${input.fileName.replace(/[^\w.-]/g, '_')}`;
      await files.put(storageKey, input.bytes);
      const { bytes, ...entry } = input;
      try {
        return await repo.insert({ ...entry, kind: 'file', sizeBytes: bytes.length, storageKey });
      } catch (err) {
        // No file without its row.
        await files.remove(storageKey).catch(() => undefined);
        throw err;
      }
    },

    /** Stores a link item. */
    async addLink(input: {
      title: string;
      description: string;
      category: education.LibraryCategory;
      author: string;
      url: string;
      publishedAt: Date;
    }): Promise<string> {
      return repo.insert({ ...input, kind: 'link' });
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
