import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { RunningInstance } from '../src/index.ts';
import { startInstance } from '../src/index.ts';

/** A plain HTTP and WebSocket server that records every request and connection it gets. */
async function recordingServer(name: string) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.end(`${name} answered ${req.url}`);
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket, req) => {
    seen.push(`WS ${req.url}`);
    socket.send(`${name} socket`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of sockets.clients) c.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends a request line as written (fetch cannot send absolute-form targets) and reads the answer:
 * all of it, or only its head when it switches protocols (an upgraded socket stays open).
 */
function rawRequest(port: number, requestLine: string, headers: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const close = headers.length ? [] : ['Connection: close'];
      socket.write([requestLine, `Host: 127.0.0.1:${port}`, ...headers, ...close, '', ''].join('\r\n'));
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.startsWith('HTTP/1.1 101') && answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(answer.split(' ')[1]);

const UPGRADE = [
  'Upgrade: websocket',
  'Connection: Upgrade',
  'Sec-WebSocket-Version: 13',
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
];

describe('proxy mode forwards only to the server it was started for', () => {
  let upstream: Awaited<ReturnType<typeof recordingServer>>;
  let other: Awaited<ReturnType<typeof recordingServer>>;
  let proxy: RunningInstance;

  beforeAll(async () => {
    upstream = await recordingServer('upstream');
    other = await recordingServer('other');
    proxy = await startInstance({ port: 0, upstream: upstream.origin, clientDir: null });
  });
  beforeEach(() => {
    other.seen.length = 0;
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
    await other.close();
  });

  test('a path is forwarded to the configured server', async () => {
    const answer = await rawRequest(proxy.port, 'GET /api/ping HTTP/1.1');
    expect(statusOf(answer)).toBe(200);
    expect(answer).toContain('upstream answered /api/ping');
  });

  test.each([
    ['absolute form', (host: string) => `GET http://${host}/api/ping HTTP/1.1`],
    ['absolute form for a media path', (host: string) => `GET http://${host}/files/x HTTP/1.1`],
    ['a path that starts with two slashes', (host: string) => `GET //${host}/api/ping HTTP/1.1`],
    ['a path that starts with a backslash', (host: string) => `GET /\\${host}/api/ping HTTP/1.1`],
  ])('a request target in %s is refused and reaches no other host', async (_name, line) => {
    const answer = await rawRequest(proxy.port, line(other.host));
    expect(statusOf(answer)).toBe(400);
    expect(answer).not.toContain('other answered');
    expect(other.seen).toEqual([]);
  });

  test('a stream upgrade in absolute form is refused and opens no socket to another host', async () => {
    const answer = await rawRequest(proxy.port, `GET http://${other.host}/streaming HTTP/1.1`, UPGRADE);
    expect(statusOf(answer)).toBe(400);
    expect(answer).not.toContain('other socket');
    expect(other.seen).toEqual([]);
  });

  test('a stream upgrade on a path reaches the configured server', async () => {
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/streaming?i=x`);
    const first = await new Promise<string>((resolve, reject) => {
      socket.on('message', (data) => resolve(data.toString()));
      socket.on('error', reject);
    });
    socket.close();
    expect(first).toBe('upstream socket');
    expect(upstream.seen).toContain('WS /streaming?i=x');
  });
});
