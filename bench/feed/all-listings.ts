import type { ServerResponse } from 'node:http';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../../server/db/client';
import { cargoListings, transportListings } from '../../server/db/schema/index';

/**
 * What the earlier product did: one request that answers every active listing, cargo and
 * transport, as whole rows. It lives only here, in the bench process, to be timed against the
 * paged feeds; the product has no such endpoint. The JSON is written in slices, because at a
 * million listings one JSON.stringify of it would pass V8's maximum string length.
 */
export async function startAllListingsServer(databaseUrl: string) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const db = database.db;
  const app = Fastify({ logger: false });

  const write = (raw: ServerResponse, chunk: string) =>
    raw.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => raw.once('drain', () => resolve()));

  app.get('/all-listings', async (_request, reply) => {
    const now = new Date();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    const tables = [
      ['cargo', cargoListings],
      ['transport', transportListings],
    ] as const;
    let first = true;
    await write(raw, '{');
    for (const [key, t] of tables) {
      const rows = await db
        .select()
        .from(t)
        .where(
          and(eq(t.status, 'active'), isNull(t.deletedAt), or(isNull(t.expiresAt), gt(t.expiresAt, now))),
        )
        .orderBy(desc(t.createdAt));
      await write(raw, `${first ? '' : ','}${JSON.stringify(key)}:[`);
      first = false;
      for (let i = 0; i < rows.length; i += 1000) {
        const slice = JSON.stringify(rows.slice(i, i + 1000));
        await write(raw, `${i === 0 ? '' : ','}${slice.slice(1, -1)}`);
      }
      await write(raw, ']');
    }
    raw.end('}');
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/all-listings`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
