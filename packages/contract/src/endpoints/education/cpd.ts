// The CPD record (issue 29): what a UK pharmacist keeps for GPhC revalidation. Each year up to
// their renewal date asks for 4 CPD records (at least 2 of them planned), 1 peer discussion and
// 1 reflective account. A planned record says what and how they plan to learn; an unplanned one
// what they learned and why it was relevant; both an example of the benefit to the people they
// serve. A record may start from something done on the portal (a webinar attended, a journal
// club joined, a publication or article read): its `source`. Evidence files attach. Only the
// owner ever sees their records: anyone else gets 404.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/cpd';

export type * from '../../schemas/education/cpd';

/** GPhC revalidation's kinds of record. */
export const CPD_ENTRY_TYPES = [
  'planned',
  'unplanned',
  'peer-discussion',
  'reflective-account',
] as const;
export type CpdEntryType = (typeof CPD_ENTRY_TYPES)[number];

export const CPD_ENTRY_TYPE_LABELS: Record<CpdEntryType, string> = {
  planned: 'Planned CPD record',
  unplanned: 'Unplanned CPD record',
  'peer-discussion': 'Peer discussion',
  'reflective-account': 'Reflective account',
};

/** What on the portal a record can start from. */
export const CPD_SOURCE_KINDS = ['webinar', 'journalClub', 'publication', 'article'] as const;
export type CpdSourceKind = (typeof CPD_SOURCE_KINDS)[number];

/** A revalidation year's asks (GPhC): 4 CPD records, 2 of them planned, 1 + 1 more. */
export const CPD_TARGETS = {
  records: 4,
  planned: 2,
  peerDiscussion: 1,
  reflectiveAccount: 1,
} as const;

export const CPD_TITLE_MAX_LENGTH = 200;
export const CPD_TEXT_MAX_LENGTH = 4000;
export const CPD_EVIDENCE_MAX_FILES = 5;
/** Evidence: a PDF or an image (JPEG, PNG, WebP), checked by content; at most 5 MiB. */
export const CPD_EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const CPD_EVIDENCE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;

/**
 * An evidence file's id: the random name it is stored under, `<uuid>.pdf` or `<uuid>.webp`.
 * Evidence is private: it is read only through {@link getCpdEvidence}, whose address is the
 * file's `url` in a record.
 */
export const CPD_EVIDENCE_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|webp)$/;
const CPD_EVIDENCE_URL_PREFIX = '/api/cpd/evidence/';
/** The `url` of an evidence file in a record: the address of `getCpdEvidence` for its id. */
export const cpdEvidenceUrl = (id: string) => `${CPD_EVIDENCE_URL_PREFIX}${id}`;
/** The id of an evidence `url`, or null for anything else. */
export const cpdEvidenceId = (url: string): string | null => {
  const id = url.startsWith(CPD_EVIDENCE_URL_PREFIX)
    ? url.slice(CPD_EVIDENCE_URL_PREFIX.length)
    : '';
  return CPD_EVIDENCE_ID.test(id) ? id : null;
};

export const getCpdEntries = defineEndpoint<typeof s.getCpdEntries>()({
  method: 'GET',
  path: '/api/cpd/get',
  summary:
    'The caller’s CPD records, newest activity first; `period=current` keeps the revalidation year to the renewal date; search in title and text; total in option[0].count.',
  access: 'user',
  module: 'education',
});

export const getCpdEntry = defineEndpoint<typeof s.getCpdEntry>()({
  method: 'GET',
  path: '/api/cpd/get/:id',
  summary: 'One of the caller’s CPD records (anyone else’s: 404).',
  access: 'user',
  module: 'education',
});

export const createCpdEntry = defineEndpoint<typeof s.createCpdEntry>()({
  method: 'POST',
  path: '/api/cpd/create',
  summary:
    'A CPD record of the caller’s; the fields asked depend on its type; evidence must be the caller’s own uploads.',
  access: 'user',
  module: 'education',
});

export const editCpdEntry = defineEndpoint<typeof s.editCpdEntry>()({
  method: 'PUT',
  path: '/api/cpd/edit/:id',
  summary: 'Replaces one of the caller’s CPD records (anyone else’s: 404).',
  access: 'user',
  module: 'education',
});

export const deleteCpdEntry = defineEndpoint<typeof s.deleteCpdEntry>()({
  method: 'DELETE',
  path: '/api/cpd/delete/:id',
  summary: 'Deletes one of the caller’s CPD records with its evidence files (anyone else’s: 404).',
  access: 'user',
  module: 'education',
});

/** Multipart upload, field `file`. */
export const uploadCpdEvidence = defineEndpoint<typeof s.uploadCpdEvidence>()({
  method: 'POST',
  path: '/api/cpd/evidence',
  summary:
    'Uploads an evidence file (multipart field `file`): a PDF, JPEG, PNG or WebP checked by content, at most 5 MiB. Send the answer in a record’s `evidence`.',
  access: 'user',
  module: 'education',
});

export const getCpdEvidence = defineEndpoint<typeof s.getCpdEvidence>()({
  method: 'GET',
  path: '/api/cpd/evidence/:id',
  summary:
    'One of the caller’s evidence files (on a record or uploaded and not yet attached), with its content type and name; anyone else’s: 404.',
  access: 'user',
  module: 'education',
  file: true,
});

export const getCpdSummary = defineEndpoint<typeof s.getCpdSummary>()({
  method: 'GET',
  path: '/api/cpd/summary',
  summary:
    'The caller’s renewal date and the revalidation year’s progress: records (4, at least 2 planned), peer discussion (1) and reflective account (1).',
  access: 'user',
  module: 'education',
});

export const setCpdRenewalDate = defineEndpoint<typeof s.setCpdRenewalDate>()({
  method: 'PUT',
  path: '/api/cpd/renewalDate',
  summary: 'Stores the caller’s GPhC renewal date; answers the summary for it.',
  access: 'user',
  module: 'education',
});

export const getCpdPdf = defineEndpoint<typeof s.getCpdPdf>()({
  method: 'GET',
  path: '/api/cpd/pdf',
  summary: 'The caller’s record of the revalidation year as a PDF (application/pdf).',
  access: 'user',
  module: 'education',
  file: true,
});
