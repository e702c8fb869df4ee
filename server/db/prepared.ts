import type { Db } from './client';

/**
 * A query built once per database client instead of on every call, for the hottest paths (a
 * publish: the viewer's read and the insert). `build` returns Drizzle's `.prepare(name)` of a query
 * whose values are `sql.placeholder`s; `execute(values)` then only fills them in. Building a query's
 * SQL text from Drizzle's objects was about a third of the server's CPU per publish (decision 0031).
 * On PostgreSQL the name also makes it a prepared statement of the connection, parsed and planned
 * once per connection rather than per query; PGlite runs it as an ordinary query.
 *
 * The query belongs to the client it was built on: a prepared query built on the pool runs on the
 * pool, never inside a caller's transaction, so only pass a `Db`, never a `Tx`. Each name must be
 * one query text: PostgreSQL refuses a second text under a name a connection already holds.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byClient = new WeakMap<Db, Q>();
  return (db) => {
    let query = byClient.get(db);
    if (query === undefined) {
      query = build(db);
      byClient.set(db, query);
    }
    return query;
  };
}
