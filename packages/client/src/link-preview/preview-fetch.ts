import { apiUrl } from '@/api/index.ts';
import { parseSummary, type UrlSummary } from './summary.ts';

export type PreviewState =
  { state: 'loading' } | { state: 'loaded'; summary: UrlSummary } | { state: 'failed' };

/** The address of the metadata service: `/url?url=…&lang=…` on the server (spec P2 §7). */
export function summaryAddress(url: string, lang: string): string {
  return `${apiUrl('/url')}?${new URLSearchParams({ url, lang }).toString()}`;
}

/** Asks the metadata service about one address; failures (network, status, no data) become 'failed'. */
export async function requestSummary(
  url: string,
  lang: string,
  fetcher: typeof fetch = fetch,
): Promise<PreviewState> {
  try {
    const res = await fetcher(summaryAddress(url, lang), { credentials: 'omit' });
    if (!res.ok) return { state: 'failed' };
    const summary = parseSummary(await res.json());
    return summary ? { state: 'loaded', summary } : { state: 'failed' };
  } catch (err) {
    console.warn('link preview: could not fetch', url, err);
    return { state: 'failed' };
  }
}

/** Kumo's choice: previews remembered in memory for this page's life, the oldest forgotten first. */
const CACHE_LIMIT = 500;

/** In-memory cache of previews by address and language, shared by every card (notes remount often). */
export class PreviewCache {
  private readonly done = new Map<string, PreviewState>();
  private readonly pending = new Map<string, Promise<PreviewState>>();

  constructor(
    private readonly request: (url: string, lang: string) => Promise<PreviewState> = requestSummary,
  ) {}

  /** The answer if it is already known (so a remounted card does not flash its loader). */
  peek(url: string, lang: string): PreviewState | undefined {
    return this.done.get(`${lang} ${url}`);
  }

  get(url: string, lang: string): Promise<PreviewState> {
    const key = `${lang} ${url}`;
    const known = this.done.get(key);
    if (known) return Promise.resolve(known);
    let p = this.pending.get(key);
    if (!p) {
      p = this.request(url, lang).then((answer) => {
        this.pending.delete(key);
        this.done.set(key, answer);
        if (this.done.size > CACHE_LIMIT) this.done.delete(this.done.keys().next().value!);
        return answer;
      });
      this.pending.set(key, p);
    }
    return p;
  }

  clear(): void {
    this.done.clear();
    this.pending.clear();
  }
}

export const previewCache = new PreviewCache();
