// A PostgreSQL database of a benchmark's own, made fresh and dropped after the run.
import pg from 'pg';

async function adminQuery(baseUrl: string, text: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<unique>` on the server of `baseUrl`; `drop` removes it, sessions and all. */
export async function createBenchDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  await adminQuery(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists "${name}" with (force)`),
  };
}
