import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { education } from '@portal/contract';
import type { Db } from './client';
import { queryRows } from './raw';
import {
  clinicProfiles,
  cpdEntries,
  educationLibraryItems,
  events,
  guideCards,
  manufacturers,
  media,
  newsArticles,
  products,
  testimonials,
  usefulLinks,
  webinars,
  communityChannels,
  communityPosts,
} from './schema';

// Every column that can point at a stored file (issue 31's housekeeping, decision 95). The sweep
// removes a file of `uploads` only when none of these holds it, so a column missing here would
// lose its files: `upload-references.test.ts` fails when a schema column that looks like it
// holds a file (its name says url, path, key, image, photo, file, evidence…) is neither here nor
// in NOT_UPLOADS with a reason.

/** How a column names a file: its storage key, its public `/uploads/<key>` url, or CPD evidence. */
export type UploadReferenceForm = 'key' | 'publicUrl' | 'cpdEvidence';

export interface UploadReference {
  column: PgColumn;
  form: UploadReferenceForm;
}

/** The columns that hold a file, one place. */
export const UPLOAD_REFERENCES: UploadReference[] = [
  { column: media.path, form: 'key' },
  { column: media.thumbPath, form: 'key' },
  { column: communityPosts.imageUrl, form: 'publicUrl' },
  { column: communityChannels.imageUrl, form: 'publicUrl' },
  { column: newsArticles.imageUrl, form: 'publicUrl' },
  { column: products.imageUrl, form: 'publicUrl' },
  { column: manufacturers.imageUrl, form: 'publicUrl' },
  { column: webinars.imageUrl, form: 'publicUrl' },
  { column: clinicProfiles.imageUrl, form: 'publicUrl' },
  { column: guideCards.imageUrl, form: 'publicUrl' },
  { column: events.imageUrl, form: 'publicUrl' },
  { column: usefulLinks.imageUrl, form: 'publicUrl' },
  { column: testimonials.photoUrl, form: 'publicUrl' },
  { column: educationLibraryItems.storageKey, form: 'key' },
  { column: cpdEntries.evidence, form: 'cpdEvidence' },
];

/**
 * Columns whose names look like a file's but hold something else, `table.column` as in SQL,
 * with the reason. A new column lands here only by a deliberate edit.
 */
export const NOT_UPLOADS: Record<string, string> = {
  'uploads.key': 'the inventory of stored files itself',
  'upload_blobs.key': 'the stored bytes of a key of `uploads` (infra/storage-database.ts)',
  'uploads.moved_from': 'an old key of a file being moved (db/upload-keys.ts), not a reference',
  'journal_clubs.meeting_url': 'a video meeting link',
  'webinars.join_url': 'the webinar provider’s link',
  'webinars.recording_url': 'the webinar provider’s recording link',
  'events.online_url': 'an online event’s link',
  'useful_links.url': 'an outside web page',
  'guide_cards.action_path': 'a page of the web app',
  'payment_onboarding_links.url': 'the payment provider’s onboarding page',
  'education_library_items.url': 'a library link to an outside page (kind link)',
  'education_library_items.file_name': 'the name shown for a library file, not its key',
  'key_publications.doi': 'a paper’s DOI',
  'journal_clubs.doi': 'the discussed paper’s DOI',
  'sandbox_idempotency_keys.key': 'the payment sandbox’s idempotency key',
  'login_failures.key': 'a rate-limit bucket',
};

const PUBLIC_PREFIX = '/uploads/';

/** The value a column of `form` holds for `key`, or null when that form cannot name it. */
export function referenceValue(form: UploadReferenceForm, key: string): string | null {
  if (form === 'key') return key;
  if (form === 'publicUrl') return `${PUBLIC_PREFIX}${key}`;
  return key.startsWith('cpd/') ? education.cpdEvidenceUrl(key.slice('cpd/'.length)) : null;
}

/** Of `keys`, those some column of UPLOAD_REFERENCES still holds. */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (!keys.length) return found;
  for (const { column, form } of UPLOAD_REFERENCES) {
    const byValue = new Map<string, string>();
    for (const key of keys) {
      const value = referenceValue(form, key);
      if (value) byValue.set(value, key);
    }
    if (!byValue.size) continue;
    const values = [...byValue.keys()];
    let held: string[];
    if (form === 'cpdEvidence') {
      const rows = await queryRows<{ url: string }>(
        db,
        sql`select e->>'url' as url from ${column.table}, jsonb_array_elements(${column}) e
            where e->>'url' in ${values}`,
      );
      held = rows.map((r) => r.url);
    } else {
      const rows = await db
        .selectDistinct({ value: sql<string>`${column}` })
        .from(column.table)
        .where(inArray(column, values));
      held = rows.map((r) => r.value);
    }
    for (const v of held) {
      const key = byValue.get(v);
      if (key) found.add(key);
    }
  }
  return found;
}
