import { education, type home } from '@portal/contract';
import type { Page } from '../../db/paging';

/**
 * The portal's one library, which Education keeps (decision 82): Home lists its files as
 * documents. app.ts hands in education's library service; Home reads no table of it.
 */
export interface LibraryShelf {
  /** The library's files, newest first; `category` one of its shelves. */
  files(q: {
    limit: number;
    skip: number;
    search?: string | undefined;
    category?: education.LibraryCategory | undefined;
  }): Promise<Page<education.LibraryItem>>;
  /** When the next scheduled item shows (epoch ms), or null: Home's shared copy lasts until then. */
  nextPublication(): Promise<number | null>;
  /** A file's bytes, type and name; 404 when it is no file of the library. */
  download(id: string): Promise<{ body: Buffer; contentType: string; fileName: string }>;
}

/** A shelf named by its key (`sop`) or its label (`SOP`), in any case; null for no shelf. */
export function shelfOf(category: string): education.LibraryCategory | null {
  const wanted = category.trim().toLowerCase();
  return (
    education.LIBRARY_CATEGORIES.find(
      (c) => c === wanted || education.LIBRARY_CATEGORY_LABELS[c].toLowerCase() === wanted,
    ) ?? null
  );
}

const toDocument = (item: education.LibraryItem): home.LibraryDocument => ({
  _id: item._id,
  title: item.title,
  description: item.description,
  category: education.LIBRARY_CATEGORY_LABELS[item.category],
  // A file item has all four (the table's check); the fallbacks are never used.
  fileName: item.fileName ?? '',
  contentType: item.contentType ?? 'application/octet-stream',
  fileType: item.fileType ?? 'FILE',
  sizeBytes: item.sizeBytes ?? 0,
  createdAt: item.publishedAt,
});

/** Home's documents: the library's files, with Home's shape and its free-text category filter. */
export function createDocumentsService(shelf: LibraryShelf) {
  return {
    async list(q: home.DocumentListQuery): Promise<Page<home.LibraryDocument>> {
      const category = q.category ? shelfOf(q.category) : undefined;
      // A category that is no shelf holds nothing.
      if (category === null) return { rows: [], total: 0 };
      const page = await shelf.files({ ...q, category });
      return { rows: page.rows.map(toDocument), total: page.total };
    },
    download: (id: string) => shelf.download(id),
    nextPublication: () => shelf.nextPublication(),
  };
}
