import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import type { Instance } from '../context.ts';
import { loadEndpoints } from '../api/endpoint-registry.ts';
import { ApiError, INTERNAL_ERROR, INVALID_JSON, PAYLOAD_TOO_LARGE } from '../api/errors.ts';
import { MALFORMED_JSON, registerApi } from '../api/router.ts';
import { elapseEndpoint, failNextEndpoint } from '../api/test-hooks.ts';
import { moveClockForward } from '../services/scheduled-notes.ts';
import { registerStreaming } from '../stream/server.ts';
import { registerClient } from './client.ts';
import { registerManifest } from './manifest.ts';
import { registerMedia } from './media.ts';
import { registerTestPages } from './test-pages.ts';
import { registerUrlPreview } from './url-preview.ts';

const JSON_BODY_LIMIT = 1024 * 1024;

function parseJsonBody(
  _req: unknown,
  body: string | Buffer,
  done: (err: Error | null, body?: unknown) => void,
) {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') return done(null, {});
  try {
    done(null, JSON.parse(text));
  } catch {
    done(null, MALFORMED_JSON);
  }
}

/** Builds the HTTP server of a local instance: API, streaming, media, link previews and the client. */
export async function buildApp(inst: Instance): Promise<FastifyInstance> {
  const app = Fastify({
    logger: inst.options.logger,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: inst.options.trustProxy,
  });

  // Every non-multipart body is read as JSON (misskey-js sends application/json; a bare fetch
  // sends text/plain); a body that does not parse becomes a Misskey-style 400 in the router.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, parseJsonBody);
  await app.register(fastifyMultipart, {
    limits: { fileSize: inst.options.maxUploadSize, files: 1, fields: 32, fieldSize: JSON_BODY_LIMIT },
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: JSON_BODY_LIMIT } });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    let apiErr: ApiError;
    if (
      err.statusCode === 413 ||
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      err.code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      apiErr = new ApiError(PAYLOAD_TOO_LARGE);
    } else if (
      err.statusCode === 400 ||
      err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      apiErr = new ApiError(INVALID_JSON, { reason: err.message });
    } else if (err.statusCode != null && err.statusCode < 500) {
      apiErr = new ApiError({
        message: err.message,
        code: err.code ?? 'CLIENT_ERROR',
        id: '7b8a3a5c-2b3f-4e0e-9d5c-6a1f2e3d4c5b',
        httpStatusCode: err.statusCode,
      });
    } else {
      if (inst.options.logger) req.log.error(err);
      else console.error(err);
      apiErr = new ApiError(INTERNAL_ERROR);
    }
    void reply.code(apiErr.status).header('access-control-allow-origin', '*').send(apiErr.toJSON());
  });

  // Uploads above the limit are refused before their body is read.
  app.addHook('onRequest', async (req, reply) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (req.url.startsWith('/api/') && length > inst.options.maxUploadSize + 64 * 1024) {
      reply.header('connection', 'close');
      await reply
        .code(413)
        .header('access-control-allow-origin', '*')
        .send(new ApiError(PAYLOAD_TOO_LARGE).toJSON());
    }
  });

  const endpoints = await loadEndpoints();
  const testHooks = inst.failures
    ? [failNextEndpoint(inst.failures), elapseEndpoint((ms) => moveClockForward(inst, ms))]
    : [];
  registerApi(app, inst, [...endpoints, ...testHooks]);
  registerStreaming(app, inst);
  registerMedia(app, inst);
  registerUrlPreview(app, inst);
  registerTestPages(app);
  registerManifest(app, inst);
  await registerClient(app, inst.options.clientDir);
  return app;
}
