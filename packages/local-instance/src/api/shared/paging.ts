import type { Db } from '../../db/open.ts';
import { all } from '../../db/statement.ts';
import { pageSql, type Page } from '../../services/timelines.ts';

export interface PagedQuery {
  table: string;
  /** The table's alias, which the conditions and the id paging use. */
  alias: string;
  /** Conditions AND-ed with the paging ones. */
  where: string[];
  params?: Record<string, unknown>;
}

/** One page of rows, paged by id as Misskey pages (sinceId/untilId, sinceDate/untilDate, limit). */
export function pagedRows<T>(db: Db, ps: Page, q: PagedQuery): T[] {
  const page = pageSql(ps, q.alias);
  const where = [...q.where, ...page.where];
  return all<T>(
    db,
    `SELECT ${q.alias}.* FROM ${q.table} ${q.alias} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${page.order} LIMIT @limit`,
    { ...page.params, ...q.params },
  );
}
