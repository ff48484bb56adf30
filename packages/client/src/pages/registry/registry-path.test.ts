import { expect, test } from 'vitest';
import { pathParts, scopePath, valuePath } from './registry-path.ts';

test('scopes and keys travel in the address and come back whole', () => {
  const scope = ['client', 'my app', 'a/b'];
  const path = scopePath(scope).replace('/secure/registry/keys/system/', '');
  expect(pathParts(path)).toEqual(scope);
  const value = valuePath(scope, 'key?x').replace('/secure/registry/value/system/', '');
  expect(pathParts(value)).toEqual([...scope, 'key?x']);
  expect(pathParts(undefined)).toEqual([]);
});
