/**
 * Route patterns in the style of the spec's route list: `/notes/:noteId`, `/@:acct/:page?`
 * (a literal prefix before the parameter), `/registry/keys/system/:path*` (repeatable, one or more
 * segments). One parameter per segment.
 */
export interface PatternSegment {
  prefix: string;
  param: string | null;
  optional: boolean;
  repeat: boolean;
}

export type RouteParams = Record<string, string>;

export function parsePattern(pattern: string): PatternSegment[] {
  return splitPath(pattern).map((raw) => {
    const at = raw.indexOf(':');
    if (at < 0) return { prefix: raw, param: null, optional: false, repeat: false };
    const name = raw.slice(at + 1);
    const optional = name.endsWith('?');
    const repeat = name.endsWith('*');
    return {
      prefix: raw.slice(0, at),
      param: optional || repeat ? name.slice(0, -1) : name,
      optional,
      repeat,
    };
  });
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Returns the parameters if `path` (no query, no fragment) matches `pattern`, otherwise null. */
export function matchPattern(pattern: PatternSegment[], path: string): RouteParams | null {
  const parts = splitPath(path).map(decode);
  if (parts.some((p) => p === null)) return null;
  const segments = parts as string[];
  const params: RouteParams = {};
  let i = 0;
  for (const seg of pattern) {
    const part = segments[i];
    if (seg.repeat) {
      const rest = segments.slice(i);
      if (rest.length === 0 || !rest[0]!.startsWith(seg.prefix)) return null;
      rest[0] = rest[0]!.slice(seg.prefix.length);
      params[seg.param!] = rest.join('/');
      return params;
    }
    if (part === undefined) {
      if (seg.optional) continue;
      return null;
    }
    if (seg.param === null) {
      if (part !== seg.prefix) return null;
    } else {
      if (!part.startsWith(seg.prefix)) return null;
      const value = part.slice(seg.prefix.length);
      if (value === '') return null;
      params[seg.param] = value;
    }
    i++;
  }
  return i === segments.length ? params : null;
}

/**
 * Builds a path from a pattern. Spec P1 §2: the router throws on invalid, missing or
 * non-repeatable parameters.
 */
export function buildPath(pattern: string, params: Record<string, string | string[] | undefined>): string {
  const out: string[] = [];
  for (const seg of parsePattern(pattern)) {
    if (seg.param === null) {
      out.push(seg.prefix);
      continue;
    }
    const value = params[seg.param];
    if (value === undefined || value === '') {
      if (seg.optional) continue;
      throw new Error(`missing route parameter: ${seg.param}`);
    }
    if (Array.isArray(value)) {
      if (!seg.repeat) throw new Error(`route parameter is not repeatable: ${seg.param}`);
      if (value.length === 0) throw new Error(`missing route parameter: ${seg.param}`);
      out.push(seg.prefix + value.map(encodeSegment).join('/'));
      continue;
    }
    if (typeof value !== 'string') throw new Error(`invalid route parameter: ${seg.param}`);
    out.push(
      seg.prefix + (seg.repeat ? value.split('/').map(encodeSegment).join('/') : encodeSegment(value)),
    );
  }
  return '/' + out.join('/');
}

/** Like encodeURIComponent, but keeps `@` and `:` readable (`/@alice@example.com`). */
function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@').replace(/%3A/g, ':');
}
