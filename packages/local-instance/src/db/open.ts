import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ADDED_COLUMNS, SCHEMA_SQL, SCHEMA_VERSION } from './schema.ts';

export type Db = Database.Database;

/** Opens (and creates if needed) the database. `isNew` tells whether it had no schema before. */
export function openDatabase(dataDir: string | null): { db: Db; isNew: boolean } {
  let file = ':memory:';
  if (dataDir != null) {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, 'kumo.sqlite');
  }
  const db = new Database(file);
  if (dataDir != null) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  const hasSchema =
    db.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name='kv'").get() != null;
  const seeded = hasSchema && db.prepare("SELECT value FROM kv WHERE key='seeded'").get() != null;
  db.exec(SCHEMA_SQL);
  for (const { table, column, definition } of ADDED_COLUMNS) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
    if (!columns.some((c) => c.name === column))
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
  db.prepare("INSERT OR REPLACE INTO kv (key, value) VALUES ('schemaVersion', ?)").run(
    String(SCHEMA_VERSION),
  );
  return { db, isNew: !seeded };
}

export function markSeeded(db: Db): void {
  db.prepare("INSERT OR REPLACE INTO kv (key, value) VALUES ('seeded', ?)").run(String(Date.now()));
}
