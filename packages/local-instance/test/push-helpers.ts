// Push test support (also used by the browser suite): a stand-in push service and a browser's
// side of a subscription, which can read what the instance pushed.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import ece from 'http_ece';

/** A stand-in push service: keeps each message it is given, answers `status`. */
export async function pushService(status = 201) {
  const got: Array<{ headers: IncomingHttpHeaders; body: Buffer }> = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = status;
      res.end();
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/push/${randomBytes(4).toString('hex')}`,
    got,
    async next(count: number) {
      while (got.length < count) await new Promise<void>((r) => waiters.push(r));
      return got[count - 1]!;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A browser's side of a subscription: its key pair and auth secret, and a way to read a message. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    publickey: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    /** The message as the browser's push service hands it to the service worker. */
    plain: (body: Buffer) =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(),
    read: (body: Buffer) =>
      JSON.parse(
        ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(),
      ) as {
        type: string;
        body: { type?: string; user?: { username: string } };
        userId: string;
      },
  };
}
