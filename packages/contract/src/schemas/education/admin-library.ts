// The zod schemas of endpoints/education/admin-library.ts: the admin's library documents
// (decisions 82, 91 and 98): a PDF uploaded first, then the document that names it; and the
// library's links (decision 113): the same fields with an outside address instead of a file.

import { z } from 'zod';
import { IdParamsSchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';
import { LIBRARY_CATEGORIES } from '../../endpoints/education/library';
import { LIBRARY_FILE_KEY } from '../../endpoints/education/admin-library';
import { matches, messages, requiredString, rule } from '../../validation';
import {
  AdminListQuerySchema,
  DeletedSchema,
  PublicationSchema,
  PublishedAtSchema,
  requiredLinkField,
} from '../publishing';

/** What an upload answers: the stored file's key, to send in the document's `file`. */
export const LibraryFileUploadSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type LibraryFileUpload = z.infer<typeof LibraryFileUploadSchema>;

/** A file the admin uploaded through `uploadAdminLibraryFile`, and the name it downloads as. */
const fileField = z.object(
  {
    key: requiredString().check(matches(LIBRARY_FILE_KEY, 'Please upload the document first.')),
    fileName: requiredString({ max: 200 }),
  },
  { error: 'Please upload the document first.' },
);

/** What a document and a link both have. */
const itemFields = {
  title: requiredString({ max: 200 }),
  description: z
    .string()
    .trim()
    .max(1000, { error: messages.max(1000) }),
  category: z.enum(LIBRARY_CATEGORIES, { error: messages.required }),
  /** Who wrote or issued it. */
  author: requiredString({ max: 120 }),
  publishedAt: PublishedAtSchema,
};

const fields = { ...itemFields, file: fileField };

const nonEmpty = rule<object>((p) => Object.keys(p).length > 0, 'Nothing to change');

export const LibraryDocumentBodySchema = z.strictObject({
  ...fields,
  description: fields.description.default(''),
  publishedAt: PublishedAtSchema.default(null),
});
export type LibraryDocumentBody = z.infer<typeof LibraryDocumentBodySchema>;
export type LibraryDocumentFormValues = z.input<typeof LibraryDocumentBodySchema>;

export const LibraryDocumentPatchSchema = z.strictObject(fields).partial().check(nonEmpty);
export type LibraryDocumentPatch = z.infer<typeof LibraryDocumentPatchSchema>;

/** An item as its editor sees it, before its kind's own fields. */
const AdminLibraryItemSchema = PublicationSchema.extend({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(LIBRARY_CATEGORIES),
  author: z.string(),
});

export const AdminLibraryDocumentSchema = AdminLibraryItemSchema.extend({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type AdminLibraryDocument = z.infer<typeof AdminLibraryDocumentSchema>;

export const uploadAdminLibraryFile = {
  response: LibraryFileUploadSchema,
} satisfies EndpointSchemas;
export const listAdminLibraryDocuments = {
  query: AdminListQuerySchema,
  response: z.array(AdminLibraryDocumentSchema),
} satisfies EndpointSchemas;
export const getAdminLibraryDocument = {
  params: IdParamsSchema,
  response: AdminLibraryDocumentSchema,
} satisfies EndpointSchemas;
export const createAdminLibraryDocument = {
  body: LibraryDocumentBodySchema,
  response: AdminLibraryDocumentSchema,
} satisfies EndpointSchemas;
export const updateAdminLibraryDocument = {
  params: IdParamsSchema,
  body: LibraryDocumentPatchSchema,
  response: AdminLibraryDocumentSchema,
} satisfies EndpointSchemas;
export const deleteAdminLibraryDocument = {
  params: IdParamsSchema,
  response: DeletedSchema,
} satisfies EndpointSchemas;

// ── Links (decision 113) ─────────────────────────────────────────────────────────────────────

const linkFields = { ...itemFields, url: requiredLinkField };

export const LibraryLinkBodySchema = z.strictObject({
  ...linkFields,
  description: fields.description.default(''),
  publishedAt: PublishedAtSchema.default(null),
});
export type LibraryLinkBody = z.infer<typeof LibraryLinkBodySchema>;
export type LibraryLinkFormValues = z.input<typeof LibraryLinkBodySchema>;

export const LibraryLinkPatchSchema = z.strictObject(linkFields).partial().check(nonEmpty);
export type LibraryLinkPatch = z.infer<typeof LibraryLinkPatchSchema>;

export const AdminLibraryLinkSchema = AdminLibraryItemSchema.extend({
  url: z.string(),
});
export type AdminLibraryLink = z.infer<typeof AdminLibraryLinkSchema>;

export const listAdminLibraryLinks = {
  query: AdminListQuerySchema,
  response: z.array(AdminLibraryLinkSchema),
} satisfies EndpointSchemas;
export const getAdminLibraryLink = {
  params: IdParamsSchema,
  response: AdminLibraryLinkSchema,
} satisfies EndpointSchemas;
export const createAdminLibraryLink = {
  body: LibraryLinkBodySchema,
  response: AdminLibraryLinkSchema,
} satisfies EndpointSchemas;
export const updateAdminLibraryLink = {
  params: IdParamsSchema,
  body: LibraryLinkPatchSchema,
  response: AdminLibraryLinkSchema,
} satisfies EndpointSchemas;
export const deleteAdminLibraryLink = {
  params: IdParamsSchema,
  response: DeletedSchema,
} satisfies EndpointSchemas;
