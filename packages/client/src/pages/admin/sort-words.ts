/** Misskey's sort strings: '+createdAt' is newest first ('desc'), '-createdAt' oldest first ('asc'). */
type SortString<F extends string> = `+${F}` | `-${F}`;

/** The field a sort string sorts by. */
export function sortField<F extends string>(sort: SortString<F>): F {
  return sort.slice(1) as F;
}

/** 'desc_createdAt' for '+createdAt', 'asc_createdAt' for '-createdAt': the tail of a label's key. */
export function sortWords<F extends string>(sort: SortString<F>): `desc_${F}` | `asc_${F}` {
  return `${sort.startsWith('+') ? 'desc' : 'asc'}_${sortField(sort)}`;
}
