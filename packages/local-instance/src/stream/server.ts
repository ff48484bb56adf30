import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context.ts';
import { authenticate } from '../services/users.ts';
import { requestOrigin } from '../server/origin.ts';
import { StreamConnection } from './connection.ts';

function tokenOf(req: {
  query: unknown;
  headers: Record<string, string | string[] | undefined>;
}): string | null {
  const q = req.query as Record<string, unknown>;
  if (typeof q.i === 'string' && q.i !== '') return q.i;
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(.+)$/i.exec(auth);
    if (m?.[1]) return m[1];
  }
  return null;
}

/** `/streaming`: Misskey's WebSocket API. A token that does not authenticate is refused with 401. */
export function registerStreaming(app: FastifyInstance, inst: Instance): void {
  app.get(
    '/streaming',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        const token = tokenOf(req);
        const auth = token != null ? authenticate(inst.db, token) : null;
        if (token != null && !auth) {
          await reply.code(401).send({ error: 'Authentication failed' });
        } else if (auth?.user.isSuspended) {
          // as Misskey: a suspended account gets no stream
          await reply.code(403).send({ error: 'Your account has been suspended' });
        }
      },
    },
    (socket, req) => {
      const token = tokenOf(req);
      const auth = token != null ? authenticate(inst.db, token) : undefined;
      new StreamConnection(inst, socket, auth?.user ?? null, requestOrigin(req), auth?.permission ?? null);
    },
  );
}
