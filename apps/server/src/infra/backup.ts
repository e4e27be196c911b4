import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import * as tar from 'tar-stream';
import { newPglite, pgliteDir, type Database } from '../db/client';

// The embedded default's backup (decision 111): one tar holding PGlite's data directory (its own
// gzipped tar) and the files of DATA_DIR/uploads and DATA_DIR/files, all as of one instant.

/** The folders of DATA_DIR that hold uploaded files, as named in the archive. */
const FILE_FOLDERS = ['uploads', 'files'] as const;
const MANIFEST = 'backup.json';
const DATABASE_ENTRY = 'pg.tar.gz';
const FORMAT = 1;

interface Manifest {
  format: number;
  takenAt: string;
  files: number;
}

/** Every file under the upload folders, as archive names (`uploads/ab/cd.webp`). */
async function filesUnder(dataDir: string): Promise<string[]> {
  const names: string[] = [];
  for (const folder of FILE_FOLDERS) {
    const root = join(dataDir, folder);
    let entries;
    try {
      entries = await readdir(root, { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    for (const e of entries) {
      if (e.isFile())
        names.push(relative(dataDir, join(e.parentPath, e.name)).split(sep).join('/'));
    }
  }
  return names;
}

/**
 * Hard links to every uploaded file in `snapshotDir` (a copy where links cannot be made): a file
 * removed after this still has its bytes there, so the archive can be written at leisure.
 */
async function linkFiles(dataDir: string, snapshotDir: string): Promise<string[]> {
  const names = await filesUnder(dataDir);
  for (const name of names) {
    const to = join(snapshotDir, name);
    await mkdir(dirname(to), { recursive: true });
    await link(join(dataDir, name), to).catch(() => copyFile(join(dataDir, name), to));
  }
  return names;
}

function addEntry(pack: tar.Pack, name: string, bytes: Uint8Array): Promise<void> {
  // The callback comes once the pack has taken the bytes: a slow reader slows the writing.
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: bytes.byteLength }, bytes, (err) => (err ? reject(err) : resolve())),
  );
}

export interface Backup {
  /** When the database and the files were captured. */
  takenAt: Date;
  archive: Readable;
}

/**
 * Backs up a running server's PGlite and uploads: queries wait while the files are linked and
 * the database is dumped (milliseconds for a small site), then the archive streams out.
 */
export async function takeBackup(database: Database, dataDir: string): Promise<Backup> {
  if (!database.pauseAndDump) throw new Error('only the embedded PGlite is backed up this way');
  const snapshotDir = join(dataDir, '.backup-snapshot');
  await rm(snapshotDir, { recursive: true, force: true });
  const { dump, result } = await database.pauseAndDump(async () => ({
    takenAt: new Date(),
    files: await linkFiles(dataDir, snapshotDir),
  }));
  const pack = tar.pack();
  const manifest: Manifest = {
    format: FORMAT,
    takenAt: result.takenAt.toISOString(),
    files: result.files.length,
  };
  void (async () => {
    await addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest)));
    await addEntry(pack, DATABASE_ENTRY, new Uint8Array(await dump.arrayBuffer()));
    for (const name of result.files) {
      await addEntry(pack, name, await readFile(join(snapshotDir, name)));
    }
    pack.finalize();
  })()
    .catch((err: unknown) => pack.destroy(err as Error))
    .finally(() => rm(snapshotDir, { recursive: true, force: true }));
  return { takenAt: result.takenAt, archive: pack as unknown as Readable };
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Where an archived file goes under `dataDir`, or null for a name outside the upload folders. */
function restoredPath(dataDir: string, name: string): string | null {
  const folder = FILE_FOLDERS.find((f) => name.startsWith(`${f}/`));
  if (!folder) return null;
  const path = normalize(join(dataDir, name));
  return path.startsWith(join(dataDir, folder) + sep) ? path : null;
}

/**
 * Restores an archive of `takeBackup` into `dataDir`, which must be empty or absent: the
 * database is loaded into DATA_DIR/pg and opened once, the files written to their folders.
 */
export async function restoreBackup(archivePath: string, dataDir: string): Promise<Manifest> {
  const existing = await readdir(dataDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (existing.length)
    throw new RestoreError(`${dataDir} is not empty: restore into an empty folder`);
  await mkdir(dataDir, { recursive: true });
  try {
    return await restoreInto(archivePath, dataDir);
  } catch (err) {
    // The folder was empty: whatever is in it now is this restore's, half done.
    for (const name of await readdir(dataDir)) await rm(join(dataDir, name), { recursive: true });
    throw err;
  }
}

async function restoreInto(archivePath: string, dataDir: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  let dump: Buffer | undefined;
  for await (const entry of createReadStream(archivePath).pipe(tar.extract())) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const name = entry.header.name;
    if (name === MANIFEST) {
      manifest = JSON.parse(bytes.toString('utf8')) as Manifest;
      if (manifest.format !== FORMAT)
        throw new RestoreError(`unknown backup format ${String(manifest.format)}`);
    } else if (name === DATABASE_ENTRY) {
      dump = bytes;
    } else {
      const path = restoredPath(dataDir, name);
      if (!path) throw new RestoreError(`unexpected entry in the archive: ${name}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    }
  }
  if (!manifest || !dump)
    throw new RestoreError('not a portal backup: its manifest or database is missing');
  const pglite = newPglite({
    dataDir: pgliteDir(dataDir),
    loadDataDir: new Blob([dump], { type: 'application/x-gzip' }),
  });
  await pglite.waitReady;
  await pglite.query('select 1');
  await pglite.close();
  return manifest;
}
