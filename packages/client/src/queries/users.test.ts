import { describe, expect, it } from 'vitest';
import { patchUsersIn } from './users.ts';

const follow = <U extends { id: string }>(u: U): U => ({ ...u, isFollowing: true });
const user = { id: 'u1', isLocked: false, isFollowing: false };

describe('patchUsersIn', () => {
  it('changes a cached user, a user in a list and in the pages of a paged list', () => {
    expect(patchUsersIn(user, 'u1', follow)).toMatchObject({ isFollowing: true });
    const list = [user, { ...user, id: 'u2' }];
    expect(patchUsersIn(list, 'u1', follow).map((u) => u.isFollowing)).toEqual([true, false]);
    const paged = { pages: [[{ ...user, id: 'u3' }], list], pageParams: [0, 30] };
    const out = patchUsersIn(paged, 'u1', follow);
    expect(out.pages[1]![0]!.isFollowing).toBe(true);
    expect(out.pages[0]).toBe(paged.pages[0]);
  });

  it('leaves other values alone, including notes that only carry a lite user', () => {
    const notes = [{ id: 'n1', user: { id: 'u1' } }];
    expect(patchUsersIn(notes, 'u1', follow)).toBe(notes);
    const other = { id: 'u1' }; // a lite user has no isLocked
    expect(patchUsersIn(other, 'u1', follow)).toBe(other);
    expect(patchUsersIn(null, 'u1', follow)).toBeNull();
  });
});
