/**
 * Fetching an address a user gave (link previews, upload from a URL, webhooks) without letting
 * them reach what only this machine can: loopback, private, link-local and unspecified addresses
 * are refused after name resolution, on every redirect, at the moment of connecting (so a name that
 * changes its answer cannot slip through), unless they are in `allowedPrivateNetworks` (Misskey's
 * setting of that name). Size and time are capped, and every failure has the same text, so the
 * answer tells nothing about what is listening where.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export class SafeFetchError extends Error {
  constructor() {
    super('Could not fetch the address.');
  }
}

export interface SafeFetchOptions {
  /** CIDR ranges that may be reached although they are not public (e.g. `127.0.0.1/32`). */
  allowedPrivateNetworks: readonly string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
}

export interface SafeFetchResult {
  status: number;
  url: URL;
  contentType: string | null;
  body: Buffer;
}

/** Whether an address may be reached: a public unicast one, or one of the allowed networks. */
export function isReachableAddress(address: string, allowed: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  for (const cidr of allowed) {
    try {
      const [range, bits] = ipaddr.parseCIDR(cidr);
      if (range.kind() === ip.kind() && ip.match([range, bits] as never)) return true;
    } catch {
      // a malformed entry allows nothing
    }
  }
  return ip.range() === 'unicast';
}

function guardedLookup(allowed: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found) => {
      const addresses = found as unknown as LookupAddress[];
      if (err || !addresses || addresses.length === 0) return callback(err ?? new SafeFetchError(), '', 4);
      if (!addresses.every((a) => isReachableAddress(a.address, allowed)))
        return callback(new SafeFetchError(), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function once(
  url: URL,
  opts: SafeFetchOptions,
  deadline: number,
): Promise<SafeFetchResult & { location: string | null }> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isReachableAddress(host, opts.allowedPrivateNetworks))
      return reject(new SafeFetchError());
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: opts.headers,
        lookup: guardedLookup(opts.allowedPrivateNetworks),
        timeout: Math.max(1, deadline - Date.now()),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            req.destroy(new SafeFetchError());
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            url,
            contentType: res.headers['content-type'] ?? null,
            location: res.headers.location ?? null,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', () => reject(new SafeFetchError()));
      },
    );
    req.on('timeout', () => req.destroy(new SafeFetchError()));
    req.on('error', () => reject(new SafeFetchError()));
    if (opts.body != null) req.write(opts.body);
    req.end();
  });
}

/** Fetches `url` under the rules above; throws SafeFetchError for anything that goes wrong. */
export async function safeFetch(url: URL, opts: SafeFetchOptions): Promise<SafeFetchResult> {
  const deadline = Date.now() + opts.timeoutMs;
  let current = url;
  for (let hop = 0; hop <= (opts.maxRedirects ?? 5); hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') throw new SafeFetchError();
    if (Date.now() >= deadline) throw new SafeFetchError();
    const res = await once(current, opts, deadline);
    const redirect = res.status >= 300 && res.status < 400 && res.location;
    if (!redirect) return res;
    try {
      current = new URL(res.location!, current);
    } catch {
      throw new SafeFetchError();
    }
  }
  throw new SafeFetchError();
}
