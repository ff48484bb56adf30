import 'fake-indexeddb/auto';
import { beforeEach, expect, test } from 'vitest';
import { addAccountEntry, clearAccountList, getAccountList, removeAccountEntry } from './account-list.ts';

beforeEach(async () => {
  await clearAccountList();
});

test('the account list keeps id and token only, one entry per account', async () => {
  await addAccountEntry({ id: 'a', token: 't1', username: 'x' } as never);
  await addAccountEntry({ id: 'a', token: 't2' });
  await addAccountEntry({ id: 'b', token: 't3' });
  expect(await getAccountList()).toEqual([
    { id: 'a', token: 't2' },
    { id: 'b', token: 't3' },
  ]);
});

test('an entry can be removed by id or by token, and the list is mirrored in local storage', async () => {
  await addAccountEntry({ id: 'a', token: 't1' });
  await addAccountEntry({ id: 'b', token: 't2' });
  expect(await removeAccountEntry({ token: 't1' })).toEqual([{ id: 'b', token: 't2' }]);
  expect(JSON.parse(localStorage.getItem('accounts')!)).toEqual([{ id: 'b', token: 't2' }]);
});

test('a list only in local storage (older client, or no IndexedDB) is taken over', async () => {
  localStorage.setItem('accounts', JSON.stringify([{ id: 'c', token: 't9' }, { bad: true }]));
  expect(await getAccountList()).toEqual([{ id: 'c', token: 't9' }]);
});
