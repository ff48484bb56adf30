import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testInstance } from './helpers.ts';

const FEED = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Harbour news</title><link>https://harbour.example/</link>
<item><title>Ferry runs late</title><link>https://harbour.example/ferry</link><pubDate>Tue, 24 Nov 2026 09:00:00 GMT</pubDate></item>
<item><title>&lt;script&gt;alert(1)&lt;/script&gt;</title><link>https://harbour.example/x</link></item>
</channel></rss>`;

let feeds: Server;
let port = 0;
beforeAll(async () => {
  feeds = createServer((req, res) => {
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(FEED);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not a feed');
    }
  });
  port = await new Promise((resolve) =>
    feeds.listen(0, '127.0.0.2', () => resolve((feeds.address() as AddressInfo).port)),
  );
});
afterAll(() => feeds.close());

const t = testInstance({ allowedPrivateNetworks: ['127.0.0.2/32'] });

describe('fetch-rss', () => {
  test('a feed is fetched through the server and parsed into items (titles as text)', async () => {
    const res = await t.api<{ title: string; items: Array<{ title: string; link: string }> }>('fetch-rss', {
      url: `http://127.0.0.2:${port}/feed.xml`,
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Harbour news');
    expect(res.body.items.map((i) => i.title)).toEqual(['Ferry runs late', '<script>alert(1)</script>']);
    expect(res.body.items[0]!.link).toBe('https://harbour.example/ferry');
  });

  test('what is not a feed, an internal address or not http is a client error, never a 500', async () => {
    for (const url of [
      `http://127.0.0.2:${port}/page.html`,
      `http://127.0.0.1:${port}/feed.xml`,
      'file:///etc/passwd',
      'not a url',
    ]) {
      const res = await t.api<{ error: { code: string } }>('fetch-rss', { url });
      expect(res.status, url).toBe(400);
      expect(res.body.error.code).toBe('FEED_UNAVAILABLE');
    }
  });
});
