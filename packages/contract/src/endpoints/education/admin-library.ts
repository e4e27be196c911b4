// Authoring the library (issue 31, decision 98): its documents are Home's (decision 82), kept by
// Education. A document is a PDF, uploaded first and checked by content and size, then named
// by the document; a draft or scheduled one is in no list and cannot be downloaded. A link
// (decision 113) is the same item with an outside address (http or https) instead of a file.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/admin-library';

export type * from '../../schemas/education/admin-library';

/** The largest document accepted: the server's upload limit (a larger one is a 413). */
export const LIBRARY_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The key an upload answers: `library/<uuid>.pdf`. */
export const LIBRARY_FILE_KEY =
  /^library\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

export const uploadAdminLibraryFile = defineEndpoint<typeof s.uploadAdminLibraryFile>()({
  method: 'POST',
  path: '/api/admin/library-documents/file',
  summary:
    'Uploads a document’s file (multipart field `file`): a PDF by its content, at most 5 MiB. Send the answer as a document’s `file`.',
  access: 'user',
  admin: true,
});

export const listAdminLibraryDocuments = defineEndpoint<typeof s.listAdminLibraryDocuments>()({
  method: 'GET',
  path: '/api/admin/library-documents',
  summary:
    'Every library document (file), drafts included, newest first; search in title, description and author; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminLibraryDocument = defineEndpoint<typeof s.getAdminLibraryDocument>()({
  method: 'GET',
  path: '/api/admin/library-documents/:id',
  summary: 'One library document as its editor sees it, with its publication state.',
  access: 'user',
  admin: true,
});

export const createAdminLibraryDocument = defineEndpoint<typeof s.createAdminLibraryDocument>()({
  method: 'POST',
  path: '/api/admin/library-documents',
  summary:
    'Adds a document with a file the caller uploaded; a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminLibraryDocument = defineEndpoint<typeof s.updateAdminLibraryDocument>()({
  method: 'PATCH',
  path: '/api/admin/library-documents/:id',
  summary: 'Changes a document, replaces its file, or changes its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminLibraryDocument = defineEndpoint<typeof s.deleteAdminLibraryDocument>()({
  method: 'DELETE',
  path: '/api/admin/library-documents/:id',
  summary: 'Deletes a document (its file is swept later); audited.',
  access: 'user',
  admin: true,
});

export const listAdminLibraryLinks = defineEndpoint<typeof s.listAdminLibraryLinks>()({
  method: 'GET',
  path: '/api/admin/library-links',
  summary:
    'Every library link, drafts included, newest first; search in title, description, author and address; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminLibraryLink = defineEndpoint<typeof s.getAdminLibraryLink>()({
  method: 'GET',
  path: '/api/admin/library-links/:id',
  summary: 'One library link as its editor sees it, with its publication state.',
  access: 'user',
  admin: true,
});

export const createAdminLibraryLink = defineEndpoint<typeof s.createAdminLibraryLink>()({
  method: 'POST',
  path: '/api/admin/library-links',
  summary:
    'Adds a link to an outside address (http or https); a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminLibraryLink = defineEndpoint<typeof s.updateAdminLibraryLink>()({
  method: 'PATCH',
  path: '/api/admin/library-links/:id',
  summary: 'Changes a link or its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminLibraryLink = defineEndpoint<typeof s.deleteAdminLibraryLink>()({
  method: 'DELETE',
  path: '/api/admin/library-links/:id',
  summary: 'Deletes a link; audited.',
  access: 'user',
  admin: true,
});
