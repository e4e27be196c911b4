// Education library (SPEC §7 `library/get`): guides, e-books, policies and SOPs, each a file to
// download or a link to another site.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/library';

export type * from '../../schemas/education/library';

/** The library's shelves, in the order the filter shows them. */
export const LIBRARY_CATEGORIES = ['guide', 'e-book', 'policy', 'sop'] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

export const LIBRARY_CATEGORY_LABELS: Readonly<Record<LibraryCategory, string>> = {
  guide: 'Guides',
  'e-book': 'E-books',
  policy: 'Policies',
  sop: 'SOPs',
};

/** A file to download through `downloadLibraryItem`, or a link that leaves the portal. */
export const LIBRARY_ITEM_KINDS = ['file', 'link'] as const;
export type LibraryItemKind = (typeof LIBRARY_ITEM_KINDS)[number];

export const getLibrary = defineEndpoint<typeof s.getLibrary>()({
  method: 'GET',
  path: '/api/library/get',
  summary:
    'The education library, newest first; search in title, description and author, category filter; total in option[0].count.',
  access: 'user',
  module: 'education',
});

export const downloadLibraryItem = defineEndpoint<typeof s.downloadLibraryItem>()({
  method: 'GET',
  path: '/api/library/download/:id',
  summary:
    'A library file, with its content type and a download name (404 for an external link: it is opened at its address).',
  access: 'user',
  module: 'education',
  file: true,
});
