import { describe, expect, test } from 'vitest';
import { permissions } from 'misskey-js';
import { permissionRows } from './permission-rows.ts';

describe('permissionRows', () => {
  test('pairs read and write of one subject in a row', () => {
    const rows = permissionRows(['read:account', 'write:account', 'write:notes']);
    expect(rows).toEqual([
      { subject: 'account', read: 'read:account', write: 'write:account' },
      { subject: 'notes', write: 'write:notes' },
    ]);
  });
  test('admin permissions appear only when asked for', () => {
    const list = ['read:drive', 'read:admin:meta', 'write:admin:meta'];
    expect(permissionRows(list).map((r) => r.subject)).toEqual(['drive']);
    expect(permissionRows(list, true).map((r) => r.subject)).toEqual(['drive', 'admin:meta']);
  });
  test('every non-admin permission of misskey-js is offered exactly once', () => {
    const offered = permissionRows().flatMap((r) => [r.read, r.write].filter(Boolean));
    const expected = permissions.filter((p) => !p.includes(':admin:'));
    expect([...offered].sort()).toEqual([...expected].sort());
  });
});
