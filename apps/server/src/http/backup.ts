import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { takeBackup } from '../infra/backup';
import { conflict } from './errors';
import { operatorOnly } from './operator-access';

/**
 * POST /ops/backup (decision 111): the embedded database and the uploads as one tar, for
 * `npm run backup`; only with the operator's BACKUP_TOKEN, one backup at a time.
 */
export function registerBackup(
  app: FastifyInstance,
  deps: { database: Database; dataDir: string; token: string },
): void {
  let running = false;
  app.post(
    '/ops/backup',
    { schema: { hide: true }, onRequest: operatorOnly({ token: deps.token }) },
    async (_request, reply) => {
      if (running) throw conflict('A backup is under way; try again once it has finished.');
      running = true;
      try {
        const { takenAt, archive } = await takeBackup(deps.database, deps.dataDir);
        archive.once('close', () => (running = false));
        const stamp = takenAt.toISOString().replace(/[:.]/g, '-');
        return reply
          .type('application/octet-stream')
          .header('content-disposition', `attachment; filename="portal-backup-${stamp}.tar"`)
          .header('x-backup-taken-at', takenAt.toISOString())
          .send(archive);
      } catch (err) {
        running = false;
        throw err;
      }
    },
  );
}
