import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { moveUploadsToRandomKeys } from './db/upload-keys';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-users';
import { seedDemoData } from './demo/seed';
import { createFileStores } from './infra/file-stores';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openConfiguredDatabase(config);
  // After the SQL migrations (the uploads table), before anything is served or seeded.
  const moved = await moveUploadsToRandomKeys(database.db, join(config.DATA_DIR, 'uploads'));
  if (moved.postImages || moved.avatars) {
    process.stdout.write(
      `Moved ${moved.postImages} post image(s) and ${moved.avatars} profile image(s) to keys that name nobody.\n`,
    );
  }
  for (const key of moved.removed) {
    process.stdout.write(`Removed ${key}: an upload of the old layout that nothing shows.\n`);
  }
  const stores = createFileStores(config, database.db);
  const seeded = config.DEMO_DATA
    ? await seedDemoData(database.db, { files: stores.private, uploads: stores.public })
    : false;
  stores.close();

  const app = await buildApp({ config, database });

  // A stray rejection (a Redis command cut off by a dropped connection, say) is logged; one
  // request's loose end must not take down every user's connection.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Node closes the keep-alive connections idle when the close begins, not those whose
    // request ends after: without this the close would wait for them until the deadline.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      // The database goes last, once sockets, timers and caches have stopped using it: onClose
      // hooks run in reverse order, so one added here would have closed it first.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  const lines = [
    '',
    `  Pharma Portal is running at ${config.publicUrl}  (database: ${where}${config.REDIS_URL ? ', Redis adapter on' : ''})`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (config.DEMO_DATA) {
    lines.push(
      `  Demo log-ins${seeded ? ' (demo data loaded just now)' : ''}, password ${DEMO_PASSWORD}:`,
    );
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(34)} ${a.role}`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}

main().catch((err) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
