import Parser from 'rss-parser';
import { defineEndpoint } from '../endpoint.ts';
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import { MINUTE } from '../rate-limit.ts';
import { safeFetch, SafeFetchError } from '../../services/safe-fetch.ts';

/** Feeds get this long and this many bytes (a feed is text; more is not a feed). */
const RSS_TIMEOUT_MS = 5_000;
const RSS_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Misskey answers a feed it cannot fetch or read with a 500; this instance says so as the client's
 * mistake (the address it gave), since a user's address must never make the server fail.
 */
const FEED_UNAVAILABLE: ApiErrorSpec = {
  message: 'Could not fetch or read the feed.',
  code: 'FEED_UNAVAILABLE',
  id: 'e3c7e1c4-5d2b-4f7e-9a53-6a0f4e2b8d11',
};

const parser = new Parser();

/** fetch-rss: a feed fetched through the server (the widgets' rss and ticker), parsed as Misskey does. */
export default defineEndpoint(
  'fetch-rss',
  {
    requireCredential: false,
    limit: { duration: MINUTE, max: 60 },
    allowGet: true,
    params: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
  },
  async (ps, _me, ctx) => {
    let url: URL;
    try {
      url = new URL(ps.url);
    } catch {
      throw new ApiError(FEED_UNAVAILABLE);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError(FEED_UNAVAILABLE);
    try {
      const res = await safeFetch(url, {
        allowedPrivateNetworks: ctx.inst.options.allowedPrivateNetworks,
        timeoutMs: RSS_TIMEOUT_MS,
        maxBytes: RSS_MAX_BYTES,
        headers: { Accept: 'application/rss+xml, application/atom+xml, */*' },
      });
      if (res.status < 200 || res.status >= 300) throw new SafeFetchError();
      return (await parser.parseString(res.body.toString('utf8'))) as never;
    } catch {
      throw new ApiError(FEED_UNAVAILABLE);
    }
  },
);
