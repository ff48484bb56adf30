import { expect, test } from 'vitest';
import { stateFilter } from './federation-filter.ts';

test('a state is sent as its one flag; all sends none', () => {
  expect(stateFilter('all')).toEqual({});
  expect(stateFilter('blocked')).toEqual({ blocked: true });
  expect(stateFilter('notResponding')).toEqual({ notResponding: true });
});
