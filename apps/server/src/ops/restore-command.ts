import { resolve } from 'node:path';
import { restoreBackup } from '../infra/backup';

// `npm run restore -- <file> <dataDir>`: an archive of `npm run backup` into an empty data
// directory, for a server started with DATA_DIR=<dataDir> (decision 111).

async function main() {
  const [file, dataDir] = process.argv.slice(2);
  if (!file || !dataDir) throw new Error('usage: npm run restore -- <file> <dataDir>');
  const from = (p: string) => resolve(process.env.INIT_CWD ?? process.cwd(), p);
  const manifest = await restoreBackup(from(file), from(dataDir));
  process.stdout.write(
    `Restored the backup taken at ${manifest.takenAt} (${manifest.files} file(s)) into ${from(dataDir)}.\n` +
      `Start the server on it with DATA_DIR=${from(dataDir)}.\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
