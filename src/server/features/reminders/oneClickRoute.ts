import type { FastifyInstance } from 'fastify';
import { errorResponse } from '../../rest';
import type { Deps } from '../../lib/deps';
import { unsubscribeByKey } from './unsubscribe';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe address.
 * The key travels in the query string; the body says nothing else, so it is read only to be accepted (clients send
 * it form-encoded or as multipart). Its own scope, so these parsers apply to this route alone.
 */
export async function registerOneClickUnsubscribe(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register((scope, _opts, done) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
      scope.addContentTypeParser(type, { parseAs: 'string' }, (_req, _body, parsed) => parsed(null, undefined));
    }
    scope.post('/api/reminders/unsubscribe', async (req, reply) => {
      const key = (req.query as Record<string, unknown> | undefined)?.key;
      try {
        await unsubscribeByKey(deps, typeof key === 'string' ? key : '');
        return reply.code(200).send({ message: 'You will get no more study reminders.' });
      } catch (err) {
        const { status, message } = errorResponse(err);
        if (status >= 500) req.log.error({ err }, 'one-click unsubscribe failed');
        return reply.code(status).send({ message });
      }
    });
    done();
  });
}
