/**
 * Statements of the hottest reads, each built by the query builder once and prepared under its
 * key (decision 21's hot-path exception): building one was costing more of the server's CPU
 * than the rest of its request but the database (issue 32's profile). Keys must be fixed strings
 * (one per statement shape), as each connection holds every statement it has run.
 */
export function preparedOnce() {
  const statements = new Map<string, unknown>();
  return <P>(key: string, build: () => { prepare(name: string): P }): P => {
    let statement = statements.get(key) as P | undefined;
    if (!statement) {
      statement = build().prepare(key);
      statements.set(key, statement);
    }
    return statement;
  };
}
