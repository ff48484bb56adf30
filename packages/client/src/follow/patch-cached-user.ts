/** Whether a cached value is a detailed user (users/show answer) with this id. */
function isDetailedUser(data: unknown, userId: string): data is { id: string; isLocked: boolean } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { id?: unknown }).id === userId &&
    typeof (data as { isLocked?: unknown }).isLocked === 'boolean'
  );
}

/**
 * Applies `change` to every copy of the user in a cached query value: the value itself (users/show),
 * a list of users, or the pages of a paged list of users. Other values come back unchanged (same
 * object), so callers can tell whether anything was touched.
 */
export function patchUsersIn<T>(
  data: T,
  userId: string,
  change: <U extends { id: string }>(user: U) => U,
): T {
  if (isDetailedUser(data, userId)) return change(data) as T;
  if (Array.isArray(data)) {
    let touched = false;
    const next = data.map((item: unknown) => {
      const patched = isDetailedUser(item, userId) ? change(item) : item;
      if (patched !== item) touched = true;
      return patched;
    });
    return (touched ? next : data) as T;
  }
  if (typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages)) {
    const inf = data as unknown as { pages: unknown[] };
    let touched = false;
    const pages = inf.pages.map((page) => {
      const next = patchUsersIn(page, userId, change);
      if (next !== page) touched = true;
      return next;
    });
    return (touched ? { ...inf, pages } : data) as T;
  }
  return data;
}
