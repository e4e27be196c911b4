import { createHash } from 'node:crypto';
import type pg from 'pg';

const names = new Map<string, string>();
/** Texts named at most; each connection holds one prepared statement per name. */
const MOST_NAMES = 5_000;

/**
 * The statement's name, its text's hash (so one name never stands for two texts); undefined once
 * MOST_NAMES texts have names. The texts are the code's own, so they are few; a statement built
 * with a list of any length (`in ($1, $2, …)`) could still make them many.
 */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MOST_NAMES) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Makes a pooled connection prepare each parameterised statement once (decision 119): `pg`
 * prepares only a query given a name (its documented `name` option) and sends every other one
 * to be parsed and planned again. Drizzle names none (postgres.js, the other driver, prepares
 * by default). Statements without values (a migration's file of several statements,
 * `select 1`) stay simple queries: a prepared statement may hold only one.
 */
export function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    if (
      typeof config === 'object' &&
      config !== null &&
      typeof (config as pg.QueryConfig).text === 'string' &&
      !(config as pg.QueryConfig).name &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const named = config as pg.QueryConfig;
      const name = statementName(named.text);
      if (name) return query({ ...named, name }, values, callback);
    }
    return query(config, values, callback);
  };
}
