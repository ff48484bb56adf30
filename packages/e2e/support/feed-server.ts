import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Titles of the entries the test feed serves. */
export const FEED_TITLES = ['Ferry runs late', 'Harbour lights return'];

const FEED = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Harbour news</title><link>https://harbour.example/</link>
${FEED_TITLES.map((title, i) => `<item><title>${title}</title><link>https://harbour.example/${i}</link></item>`).join('\n')}
</channel></rss>`;

/**
 * An RSS feed served on this machine for the widgets and status bars to read through the instance
 * (the test instance may reach loopback addresses); `url` is the feed's address.
 */
export async function serveFeed(): Promise<{ url: string; close: () => void }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.end(FEED);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  return { url: `http://127.0.0.1:${port}/feed.xml`, close: () => server.close() };
}
