import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar-stream';
import { describe, expect, inject, it } from 'vitest';
import { newPglite, openDatabase, pgliteDir } from '../db/client';
import { callServer } from '../test/cluster';
import { createUser } from '../test/factories';
import { createArticle, createCategory } from '../test/factories-news';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { restoreBackup, RestoreError } from './backup';

// The embedded default's backup is PGlite's: on PostgreSQL pg_dump does it (README).
const onPglite = process.env.TEST_DB_DRIVER === 'pglite';
const name = (s: string) =>
  onPglite ? s : `${s} (runs in the PGlite project only: PostgreSQL is backed up with pg_dump)`;

const TOKEN = 'backup-token-of-the-test-0123456789abcdef';
const repoRoot = resolve(import.meta.dirname, '../../../..');

/** A data folder from the migrated snapshot, with a user, an article and two uploaded files. */
async function preparedDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  const database = await openDatabase({
    driver: 'pglite',
    pglite: newPglite({
      dataDir: pgliteDir(dataDir),
      loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
    }),
  });
  const user = await createUser(database.db);
  const article = await createArticle(database.db, {
    categoryId: (await createCategory(database.db)).id,
  });
  await database.close();
  mkdirSync(join(dataDir, 'uploads', 'avatars'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'avatars', 'face.webp'), 'public bytes');
  mkdirSync(join(dataDir, 'files', 'library'), { recursive: true });
  writeFileSync(join(dataDir, 'files', 'library', 'guide.pdf'), 'private bytes');
  return { dataDir, user, articleId: article.id };
}

/**
 * Runs `npm run <script> -- args` as an operator would, from the repository's root; without
 * blocking, so the test's writers go on meanwhile.
 */
function npmRun(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((res) => child.once('close', (status) => res({ status, stdout, stderr })));
}

async function logIn(server: ServerProcess, user: { email: string; password: string }) {
  const { email, password } = user;
  const res = await callServer<{ token: string }>(server.url, null, 'POST', '/api/login', {
    email,
    password,
  });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

async function allComments(server: ServerProcess, token: string, articleId: string) {
  const texts: string[] = [];
  for (let skip = 0; ; skip += 50) {
    const res = await callServer<{ comment: string }[]>(
      server.url,
      token,
      'GET',
      `/api/newsFeed/comment/get?newsFeedId=${articleId}&limit=50&skip=${skip}`,
    );
    expect(res.status).toBe(200);
    texts.push(...res.body.data.map((c) => c.comment));
    if (res.body.data.length < 50) return texts;
  }
}

describe.runIf(onPglite)(name('backup and restore of the embedded database'), () => {
  it('restores a backup taken under writes with every comment acknowledged before it', async () => {
    const { dataDir, user, articleId } = await preparedDataDir();
    const server = await startServerProcess({ DATA_DIR: dataDir, BACKUP_TOKEN: TOKEN });
    // Three writers comment one after another, each noting when its comment was acknowledged.
    const acknowledged: { text: string; at: number }[] = [];
    let writing = true;
    let token = '';
    const writer = async (w: number) => {
      for (let n = 0; writing; n++) {
        const text = `writer ${w} comment ${n}`;
        const res = await callServer(server.url, token, 'POST', '/api/newsFeed/comment/create', {
          newsFeedId: articleId,
          comment: text,
        });
        expect(res.status).toBe(200);
        acknowledged.push({ text, at: Date.now() });
      }
    };
    const archive = join(mkdtempSync(join(tmpdir(), 'portal-archive-')), 'site.tar');
    let writers: Promise<void>[] = [];
    let takenAt: number;
    let finishedAt: number;
    try {
      token = await logIn(server, user);
      writers = [0, 1, 2].map(writer);
      while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));
      const backup = await npmRun('backup', [archive], {
        BACKUP_TOKEN: TOKEN,
        BACKUP_URL: server.url,
      });
      finishedAt = Date.now();
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      takenAt = Date.parse(/as of (\S+)/.exec(backup.stdout)![1]!);
      // The writes went on while the backup was taken.
      while (!acknowledged.some((a) => a.at > finishedAt)) {
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      writing = false;
      await Promise.all(writers);
      await server.stop();
    }
    // npm's own start-up makes the backup command's run long; what it waited for is the instant
    // the server paused to capture the database, which lies within it.
    expect(takenAt).toBeLessThanOrEqual(finishedAt);
    const before = acknowledged.filter((a) => a.at < takenAt).map((a) => a.text);
    expect(before.length).toBeGreaterThanOrEqual(30);

    const restoredDir = join(mkdtempSync(join(tmpdir(), 'portal-restored-')), 'data');
    const restore = await npmRun('restore', [archive, restoredDir]);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    const restored = await startServerProcess({ DATA_DIR: restoredDir });
    try {
      const texts = await allComments(restored, await logIn(restored, user), articleId);
      // Every acknowledged comment of before the backup, each once, and no comment never written.
      expect(texts).toEqual(expect.arrayContaining(before));
      expect(new Set(texts).size).toBe(texts.length);
      const written = new Set(acknowledged.map((a) => a.text));
      // A comment in flight when writing stopped may be stored unacknowledged; none was then.
      expect(texts.filter((t) => !written.has(t))).toEqual([]);
      // Each writer's comments are a run from its first: the database is one instant's.
      for (const w of [0, 1, 2]) {
        const ns = texts
          .filter((t) => t.startsWith(`writer ${w} `))
          .map((t) => Number(t.split(' ').pop()))
          .sort((a, b) => a - b);
        expect(ns).toEqual(ns.map((_, i) => i));
      }
      const avatar = await fetch(`${restored.url}/uploads/avatars/face.webp`);
      expect(await avatar.text()).toBe('public bytes');
    } finally {
      await restored.stop();
    }
    expect(readFileSync(join(restoredDir, 'files', 'library', 'guide.pdf'), 'utf8')).toBe(
      'private bytes',
    );
  }, 120_000);

  it('refuses to restore into a data directory that is not empty', async () => {
    const { dataDir } = await preparedDataDir();
    const server = await startServerProcess({ DATA_DIR: dataDir, BACKUP_TOKEN: TOKEN });
    const archive = join(mkdtempSync(join(tmpdir(), 'portal-archive-')), 'site.tar');
    try {
      const res = await fetch(`${server.url}/ops/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(200);
      await pipeline(Readable.fromWeb(res.body!), createWriteStream(archive));
    } finally {
      await server.stop();
    }
    const occupied = mkdtempSync(join(tmpdir(), 'portal-occupied-'));
    writeFileSync(join(occupied, 'keep.txt'), 'mine');
    const restore = await npmRun('restore', [archive, occupied]);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toContain('is not empty');
    expect(readFileSync(join(occupied, 'keep.txt'), 'utf8')).toBe('mine');
  }, 60_000);

  it('frees the next backup and its snapshot when a download is cut off', async () => {
    const { dataDir } = await preparedDataDir();
    // More than the sockets' buffers hold: the server is still writing when the reader goes.
    writeFileSync(join(dataDir, 'uploads', 'large.bin'), randomBytes(32 * 1024 * 1024));
    const server = await startServerProcess({ DATA_DIR: dataDir, BACKUP_TOKEN: TOKEN });
    const post = (signal?: AbortSignal) =>
      fetch(`${server.url}/ops/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}` },
        ...(signal ? { signal } : {}),
      });
    try {
      const abort = new AbortController();
      const cut = await post(abort.signal);
      expect(cut.status).toBe(200);
      await cut.body!.getReader().read();
      abort.abort();
      // The server notices the closed connection: it removes the snapshot and lets the next in.
      await expect.poll(() => existsSync(join(dataDir, '.backup-snapshot'))).toBe(false);
      const next = await post();
      expect(next.status).toBe(200);
      expect((await next.arrayBuffer()).byteLength).toBeGreaterThan(32 * 1024 * 1024);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('refuses an archive whose entries would land outside the upload folders', async () => {
    const archive = join(mkdtempSync(join(tmpdir(), 'portal-archive-')), 'forged.tar');
    const pack = tar.pack();
    pack.entry({ name: 'backup.json' }, JSON.stringify({ format: 1, takenAt: '', files: 1 }));
    pack.entry({ name: 'uploads/../../escaped.txt' }, 'out of bounds');
    pack.finalize();
    await pipeline(pack as unknown as Readable, createWriteStream(archive));
    const target = join(mkdtempSync(join(tmpdir(), 'portal-restored-')), 'data');
    await expect(restoreBackup(archive, target)).rejects.toThrow(RestoreError);
    expect(readdirSync(target)).toEqual([]);
    expect(existsSync(join(target, '..', 'escaped.txt'))).toBe(false);
  });

  it('answers a backup only with the token', async () => {
    const { dataDir } = await preparedDataDir();
    const server = await startServerProcess({ DATA_DIR: dataDir, BACKUP_TOKEN: TOKEN });
    try {
      const none = await fetch(`${server.url}/ops/backup`, { method: 'POST' });
      expect(none.status).toBe(401);
      const wrong = await fetch(`${server.url}/ops/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}x` },
      });
      expect(wrong.status).toBe(401);
    } finally {
      await server.stop();
    }
    // Without BACKUP_TOKEN there is no such endpoint.
    const plain = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const res = await fetch(`${plain.url}/ops/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
    } finally {
      await plain.stop();
    }
  }, 60_000);
});
