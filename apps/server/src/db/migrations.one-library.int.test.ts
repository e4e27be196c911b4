import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { newPglite } from './client';

// Home's library_documents folded into education_library_items (decision 82): a database with
// documents in the old table keeps every one of them, as a file item, through the migrations.
const folder = join(import.meta.dirname, 'migrations');
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const custom = files.findIndex((f) => f.includes('library_documents_into_education_library'));

async function run(db: PGlite, file: string) {
  for (const statement of readFileSync(join(folder, file), 'utf8').split(
    '--> statement-breakpoint',
  )) {
    if (statement.trim()) await db.exec(statement);
  }
}

// The app's own PGlite, with the extensions its migrations create (btree_gist, decision 71).
const db = newPglite();
afterAll(() => db.close());

describe('the one library migration', () => {
  it('moves every Home document into the library, as a file on a shelf, then drops the old table', async () => {
    expect(custom, 'the hand-written migration').toBeGreaterThan(0);
    for (const file of files.slice(0, custom)) await run(db, file);
    await db.exec(`
      insert into library_documents (id, title, description, category, file_name, content_type, size_bytes, storage_key, created_at)
      values
        ('00000000-0000-4000-8000-0000000000a1', 'CD register', 'Worked examples', 'Guidance', 'cd.pdf', 'application/pdf', 120, 'documents/a-cd.pdf', '2026-01-05T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a2', 'SOP template', '', 'Templates', 'sop.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 80, 'documents/b-sop.docx', '2026-02-05T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a3', 'MHRA rules', 'Specials', 'Regulation', 'mhra.pdf', 'application/pdf', 60, 'documents/c-mhra.pdf', '2026-03-05T10:00:00Z');
    `);
    for (const file of files.slice(custom)) await run(db, file);

    const { rows } = await db.query<Record<string, unknown>>(
      `select id, title, category, kind, author, file_name, size_bytes, storage_key, url, published_at
       from education_library_items order by published_at`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: '00000000-0000-4000-8000-0000000000a1',
        title: 'CD register',
        category: 'guide',
        kind: 'file',
        author: 'Pharma Portal',
        file_name: 'cd.pdf',
        storage_key: 'documents/a-cd.pdf',
        url: null,
        published_at: new Date('2026-01-05T10:00:00Z'),
      }),
      expect.objectContaining({ title: 'SOP template', category: 'sop', file_name: 'sop.docx' }),
      expect.objectContaining({ title: 'MHRA rules', category: 'policy' }),
    ]);
    const old = await db.query(`select to_regclass('library_documents') as t`);
    expect(old.rows).toEqual([{ t: null }]);
  }, 120_000);
});
