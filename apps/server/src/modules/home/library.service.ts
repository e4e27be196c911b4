import { randomUUID } from 'node:crypto';
import type { home } from '@portal/contract';
import type { Page } from '../../db/paging';
import { notFound } from '../../http/errors';
import type { FileStorage } from '../../infra/storage';
import type { DocumentRow, LibraryRepository } from './library.repository';

/** A short label of a file's kind for the list (`PDF`, `DOCX`…), from its name. */
const fileTypeOf = (fileName: string) => fileName.split('.').pop()?.toUpperCase() ?? 'FILE';

const toDocument = (d: DocumentRow): home.LibraryDocument => ({
  _id: d.id,
  title: d.title,
  description: d.description,
  category: d.category,
  fileName: d.fileName,
  contentType: d.contentType,
  fileType: fileTypeOf(d.fileName),
  sizeBytes: d.sizeBytes,
  createdAt: d.createdAt.toISOString(),
});

/** Library documents; files live in private storage and leave only through `download`. */
export function createLibraryService(deps: { repo: LibraryRepository; files: FileStorage }) {
  const { repo, files } = deps;
  return {
    async list(q: home.DocumentListQuery): Promise<Page<home.LibraryDocument>> {
      const page = await repo.page(q);
      return { rows: page.rows.map(toDocument), total: page.total };
    },

    async download(id: string) {
      const doc = await repo.find(id);
      const bytes = doc ? await files.read(doc.storageKey) : null;
      if (!doc || !bytes) throw notFound('Document');
      return { body: bytes, contentType: doc.contentType, fileName: doc.fileName };
    },

    /** Stores a file and its entry (editorial tooling and demo data). */
    async add(input: {
      id?: string;
      title: string;
      description: string;
      category: string;
      fileName: string;
      contentType: string;
      bytes: Buffer;
      createdAt?: Date;
    }): Promise<string> {
      const storageKey = `documents/${randomUUID()}-${input.fileName.replace(/[^\w.-]/g, '_')}`;
      await files.put(storageKey, input.bytes);
      const { bytes, ...entry } = input;
      try {
        return await repo.insert({ ...entry, sizeBytes: bytes.length, storageKey });
      } catch (err) {
        // No file without its entry.
        await files.remove(storageKey).catch(() => undefined);
        throw err;
      }
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
