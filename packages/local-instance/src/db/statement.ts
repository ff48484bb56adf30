import type Database from 'better-sqlite3';
import type { Db } from './open.ts';

/**
 * Prepared statements are compiled once per database and SQL text, then reused; the most recently
 * used STATEMENT_CACHE_SIZE are kept, so SQL whose text follows its input cannot grow memory for ever.
 */
export const STATEMENT_CACHE_SIZE = 500;
const caches = new WeakMap<Db, Map<string, Database.Statement>>();

export function stmt(db: Db, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let s = cache.get(sql);
  if (s) {
    // a Map keeps insertion order: moving the entry to the end makes the first one the least recent
    cache.delete(sql);
  } else {
    s = db.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(sql, s);
  return s;
}

/** How many statements are cached for a database (for tests). */
export function cachedStatements(db: Db): number {
  return caches.get(db)?.size ?? 0;
}

export function one<T>(db: Db, sql: string, ...params: unknown[]): T | undefined {
  return stmt(db, sql).get(...params) as T | undefined;
}

export function all<T>(db: Db, sql: string, ...params: unknown[]): T[] {
  return stmt(db, sql).all(...params) as T[];
}

export function run(db: Db, sql: string, ...params: unknown[]): Database.RunResult {
  return stmt(db, sql).run(...params);
}

/** `text` to match literally inside a LIKE pattern written with `ESCAPE '\\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
