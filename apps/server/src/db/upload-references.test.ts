import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { NOT_UPLOADS, referenceValue, UPLOAD_REFERENCES } from './upload-references';

// The sweep keeps a file while a column of UPLOAD_REFERENCES holds it. A column that can hold a
// file but is missing from that list would have its files swept: this test makes every column
// whose name or type says it may hold one be placed, in the list or in NOT_UPLOADS with a reason.

/** Names that say "a file, a link or a key" (snake_case, as in SQL). */
const LOOKS_LIKE_A_FILE =
  /(^|_)(url|urls|path|paths|key|keys|image|images|photo|photos|file|files|avatar|thumb|cover|pdf|evidence|attachment|attachments|document|logo|banner|storage|moved_from|doi)($|_)/;

/** The column's SQL name: drizzle keeps the key's camelCase until the client's snake_case casing. */
const sqlName = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const tables = (Object.values(schema) as unknown[]).filter(
  (v): v is PgTable => v instanceof PgTable,
);

function fileLikeColumns(): string[] {
  const out: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    for (const column of config.columns) {
      const textual = ['PgText', 'PgVarchar', 'PgJsonb', 'PgJson', 'PgArray'].includes(
        column.columnType,
      );
      if (textual && LOOKS_LIKE_A_FILE.test(sqlName(column.name)))
        out.push(`${config.name}.${sqlName(column.name)}`);
    }
  }
  return out.sort();
}

const referenced = UPLOAD_REFERENCES.map(
  (r) => `${getTableConfig(r.column.table as PgTable).name}.${sqlName(r.column.name)}`,
);

describe('UPLOAD_REFERENCES', () => {
  it('places every column that may hold a file: referenced, or not an upload with a reason', () => {
    const unplaced = fileLikeColumns().filter(
      (c) => !referenced.includes(c) && !(c in NOT_UPLOADS),
    );
    expect(unplaced, 'add them to UPLOAD_REFERENCES or NOT_UPLOADS').toEqual([]);
  });

  it('names only columns that exist, each once, and none in both lists', () => {
    const all = new Set(fileLikeColumns());
    const everyColumn = new Set(
      tables.flatMap((t) => {
        const c = getTableConfig(t);
        return c.columns.map((col) => `${c.name}.${sqlName(col.name)}`);
      }),
    );
    for (const c of Object.keys(NOT_UPLOADS)) expect(everyColumn.has(c), c).toBe(true);
    expect(new Set(referenced).size).toBe(referenced.length);
    for (const c of referenced) {
      expect(all.has(c) || everyColumn.has(c), c).toBe(true);
      expect(c in NOT_UPLOADS, c).toBe(false);
    }
  });

  it('writes a key as each form holds it', () => {
    expect(referenceValue('key', 'avatars/a-512.webp')).toBe('avatars/a-512.webp');
    expect(referenceValue('publicUrl', 'community/a.webp')).toBe('/uploads/community/a.webp');
    expect(referenceValue('cpdEvidence', 'cpd/abc.pdf')).toMatch(/abc\.pdf$/);
    expect(referenceValue('cpdEvidence', 'community/a.webp')).toBeNull();
  });
});
