import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Tells the read replica (DATABASE_READ_URL) what changed, so the public reads it answers never
 * miss a change this instance knows of (docs/decisions/0058): every write request this instance
 * answered successfully, and every change notice it hears (a listing published through another
 * instance, the expiry job, a directory change). Nothing to do without a replica.
 */
export async function registerReadRouting(
  app: FastifyInstance,
  database: Database,
  changesChannel: string,
): Promise<void> {
  const replica = database.replica;
  if (!replica) return;
  replica.logTo(app.log);

  // Before the answer leaves: the client's next request may be a feed read.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) replica.noteChange();
    return payload;
  });

  const unlisten = await database
    .listen(changesChannel, {
      message: () => replica.noteChange(),
      // Changes are not heard meanwhile: every replica read checks the primary's position.
      lost: () => replica.hearingChanges(false),
      restored: () => replica.hearingChanges(true),
    })
    .then(
      (stop) => {
        replica.hearingChanges(true);
        return stop;
      },
      (error: unknown) => {
        app.log.warn(
          { err: error },
          'read replica: cannot listen for changes; every read checks its position',
        );
        return null;
      },
    );
  app.addHook('preClose', async () => {
    await unlisten?.();
  });
}
