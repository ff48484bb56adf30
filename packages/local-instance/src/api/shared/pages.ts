// Pages: create, show (by id, or by name and username), update, delete, like, unlike, featured;
// i/pages, i/page-likes, users/pages.
import { ApiError, errorWithId } from '../errors.ts';
import { id } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { one } from '../../db/statement.ts';
import { packPage, type PageRow } from '../../packing/page.ts';
import type { Instance, PackContext } from '../../context.ts';
import type { Page } from '../../services/timelines.ts';
import { pagedRows } from './paging.ts';

export const noSuchPage = errorWithId('No such page.', 'NO_SUCH_PAGE');
const accessDenied = errorWithId('Access denied.', 'ACCESS_DENIED');

export function findPage(inst: Instance, pageId: string): PageRow | undefined {
  return one<PageRow>(inst.db, 'SELECT * FROM pages WHERE id = ?', pageId);
}

export function existingPage(inst: Instance, pageId: string, errorId: string): PageRow {
  const page = findPage(inst, pageId);
  if (!page) throw new ApiError(noSuchPage(errorId));
  return page;
}

/** A page its author changes: missing is NO_SUCH_PAGE, someone else's ACCESS_DENIED (each with the endpoint's ids). */
export function ownPage(
  inst: Instance,
  pageId: string,
  me: UserRow,
  ids: { missing: string; denied: string },
) {
  const page = existingPage(inst, pageId, ids.missing);
  if (page.userId !== me.id) throw new ApiError(accessDenied(ids.denied));
  return page;
}

/** An eye-catching image must be one of the author's own files (NO_SUCH_FILE with the endpoint's id). */
export function checkOwnFile(inst: Instance, fileId: string, me: UserRow, errorId: string): void {
  if (!one(inst.db, 'SELECT 1 FROM drive_files WHERE id = ? AND userId = ?', fileId, me.id))
    throw new ApiError({ message: 'No such file.', code: 'NO_SUCH_FILE', id: errorId });
}

/** A name is unique among the author's pages (the page being renamed aside). */
export function checkNameFree(inst: Instance, me: UserRow, name: string, errorId: string, except?: string) {
  const taken = one(
    inst.db,
    'SELECT 1 FROM pages WHERE userId = ? AND name = ? AND id != ?',
    me.id,
    name,
    except ?? '',
  );
  if (taken)
    throw new ApiError({
      message: 'Specified name already exists.',
      code: 'NAME_ALREADY_EXISTS',
      id: errorId,
    });
}

export const pageParam = {
  type: 'object' as const,
  properties: { pageId: id() },
  required: ['pageId'],
};

// blocks and variables are kept as the author's client sent them (Misskey does not look inside either)
const block = { type: 'object' as const, properties: {} };

/** The fields create and update take (update: all but pageId optional). */
export const pageFields = {
  title: { type: 'string' as const, maxLength: 256 },
  name: { type: 'string' as const, minLength: 1, maxLength: 256 },
  summary: { type: 'string' as const, nullable: true, maxLength: 2048 },
  content: { type: 'array' as const, items: block, maxItems: 1024 },
  variables: { type: 'array' as const, items: block, maxItems: 1024 },
  script: { type: 'string' as const, maxLength: 65536 },
  eyeCatchingImageId: id({ nullable: true }),
  font: { type: 'string' as const, enum: ['serif', 'sans-serif'] },
  alignCenter: { type: 'boolean' as const },
  hideTitleWhenPinned: { type: 'boolean' as const },
};

/** One page of a user's pages, newest first, packed. */
export function userPagesPage(pc: PackContext, ps: Page, userId: string) {
  return pagedRows<PageRow>(pc.inst.db, ps, {
    table: 'pages',
    alias: 'p',
    where: ['p.userId = @userId'],
    params: { userId },
  }).map((p) => packPage(pc, p));
}
