import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// `npm run backup -- <file>`: asks the running server (POST /ops/backup, decision 111) for its
// PGlite database and uploads, and writes the archive to <file>.

const usage = 'usage: BACKUP_TOKEN=… [BACKUP_URL=http://127.0.0.1:3000] npm run backup -- <file>';

async function main() {
  const [file] = process.argv.slice(2);
  const token = process.env.BACKUP_TOKEN;
  if (!file || !token) throw new Error(usage);
  // npm runs scripts from the repository's root; the file is named from where it was typed.
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const base = process.env.BACKUP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const res = await fetch(new URL('/ops/backup', base), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok || !res.body) {
    const why =
      res.status === 404
        ? 'the server takes no backups: BACKUP_TOKEN is not set there, or it runs on PostgreSQL (use pg_dump, see the README)'
        : await res.text();
    throw new Error(`backup refused (${res.status}): ${why}`);
  }
  // Written beside the target and renamed once complete: a cut-off download is never taken for a backup.
  const partial = `${target}.partial`;
  try {
    await pipeline(Readable.fromWeb(res.body), createWriteStream(partial));
    await rename(partial, target);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  process.stdout.write(
    `Backed up the database and uploads as of ${res.headers.get('x-backup-taken-at')} to ${target}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
