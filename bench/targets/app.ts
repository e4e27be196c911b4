// Targets (c) and (d): the real app from buildApp, on PostgreSQL (DATABASE_URL) or on PGlite
// (DATA_DIR), configured from the environment like main.ts.
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openConfiguredDatabase } from '../../apps/server/src/db/open-configured';
import { serve } from './common';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database, logger: false });
await serve(app, () => database.close());
