import { createHash } from 'node:crypto';
import pg from 'pg';

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

function isUnnamedStatement(config: unknown): boolean {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as pg.QueryConfig).text === 'string' &&
    !(config as pg.QueryConfig).name
  );
}

/**
 * The pool's connection (given to `pg.Pool` through its documented `Client` option), which
 * prepares each parameterised statement once (decision 148): `pg` prepares a statement given a
 * name (its documented `name` option) and sends every other one to be parsed and planned again,
 * and neither Drizzle driver names an ordinary query (drizzle-orm/postgres-js runs them with
 * `prepare: false`). Statements without values (a migration's file of several statements,
 * `select 1`) stay simple queries: a prepared statement may hold only one.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection lost while the client is checked out (a transaction between its statements)
    // emits 'error' with none of the pool's listeners on it, and an unheard 'error' ends the
    // process; pg's docs ask for a listener on every checked-out client. Its next statement
    // fails, and the pool drops it when it is released.
    this.on('error', () => undefined);
  }

  // pg's overloads (callback or promise, text or config) all pass through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (isUnnamedStatement(config) && Array.isArray(values) && values.length > 0) {
      const name = statementName(config.text);
      if (name) return super.query({ ...config, name }, values, callback);
    }
    return super.query(config, values, callback);
  }
}
