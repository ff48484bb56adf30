import type { entities } from 'misskey-js';

/** Where a page lives: under its author, by its name (spec P1 §2, /@{username}/pages/{pageName}). */
export function pagePath(page: Pick<entities.Page, 'name'> & { user: Pick<entities.UserLite, 'username'> }) {
  return `/@${page.user.username}/pages/${encodeURIComponent(page.name)}`;
}
