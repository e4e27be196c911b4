import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { newPglite, openDatabase, pgliteDir } from './db/client';
import { communityPosts } from './db/schema';
import { createUser } from './test/factories';
import { startServerProcess } from './test/server-process';

// Whole-process behaviour does not depend on the database driver: run it once, on PGlite.
const onPglite = process.env.TEST_DB_DRIVER === 'pglite';
const name = (s: string) =>
  onPglite ? s : `${s} (runs in the PGlite project only: one run is enough)`;

describe.runIf(onPglite)(name('the server process'), () => {
  it('migrates an empty data folder, serves, and stops cleanly on SIGTERM', async () => {
    const server = await startServerProcess({});
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const roles = await fetch(`${server.url}/api/role/getName`, {
      headers: { panel: 'doctor', appversion: '2.1.1' },
    });
    expect(roles.status).toBe(200);
    server.child.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => server.child.once('exit', (c) => r(c)));
    expect(code).toBe(0);
  }, 60_000);

  it('moves uploads stored under their uploader’s id before it serves (issue 27)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-proc-'));
    // The data folder of an earlier version: the migrated snapshot, with a post and its file.
    const pglite = newPglite({
      dataDir: pgliteDir(dataDir),
      loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
    });
    const database = await openDatabase({ driver: 'pglite', pglite });
    const author = await createUser(database.db);
    const name = `${randomUUID()}.webp`;
    await database.db.insert(communityPosts).values({
      authorId: author.id,
      title: 'Before the move',
      body: '<p>x</p>',
      imageUrl: `/uploads/community/${author.id}/${name}`,
    });
    await database.close();
    mkdirSync(join(dataDir, 'uploads', 'community', author.id), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'community', author.id, name), 'image');

    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect(server.output()).toContain('Moved 1 post image(s)');
      // Neither the old path nor the old name resolves: the image has a name of its own now.
      const old = await fetch(`${server.url}/uploads/community/${author.id}/${name}`);
      expect(old.status).toBe(404);
      expect((await fetch(`${server.url}/uploads/community/${name}`)).status).toBe(404);
    } finally {
      await server.stop();
    }
    const reopened = await openDatabase({
      driver: 'pglite',
      pglite: newPglite({ dataDir: pgliteDir(dataDir) }),
    });
    const [row] = await reopened.db
      .select({ imageUrl: communityPosts.imageUrl })
      .from(communityPosts)
      .where(eq(communityPosts.authorId, author.id));
    await reopened.close();
    expect(row!.imageUrl).toMatch(/^\/uploads\/community\/[0-9a-f-]{36}\.webp$/);
    expect(row!.imageUrl).not.toContain(name);
    const moved = join(dataDir, row!.imageUrl!.slice(1));
    expect(readFileSync(moved, 'utf8')).toBe('image');
  }, 60_000);

  it('refuses to start on a bad setting and names it', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid configuration');
    expect(r.stderr).toContain('PORT:');
  }, 40_000);
});
