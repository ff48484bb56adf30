import { expect, test } from 'vitest';
import { foldForSearch, searchSettings } from './search-settings.ts';

const labels = [
  'Font size (px)',
  'Interface animations',
  'Show font awesome',
  'Reaction picker size',
  'Café mode',
];
const find = (q: string) => searchSettings(labels, q, (l) => l);

test('a part of a label finds it, whatever its case', () => {
  expect(find('ANIMAT')).toEqual(['Interface animations']);
});

test('accents are ignored on both sides', () => {
  expect(find('cafe')).toEqual(['Café mode']);
  expect(find('CAFÉ')).toEqual(['Café mode']);
});

test('labels that start with the query come before those that contain it', () => {
  expect(find('size')).toEqual(['Font size (px)', 'Reaction picker size']);
  expect(find('font')).toEqual(['Font size (px)', 'Show font awesome']);
  expect(find('s')).toEqual([
    'Show font awesome',
    'Font size (px)',
    'Reaction picker size',
    'Interface animations',
  ]);
});

test('a word start ranks above a match inside a word', () => {
  expect(searchSettings(['Reaction list', 'Interaction'], 'action', (l) => l)).toEqual([
    'Reaction list',
    'Interaction',
  ]);
  expect(searchSettings(['Interaction', 'Custom action'], 'action', (l) => l)).toEqual([
    'Custom action',
    'Interaction',
  ]);
});

test('every word of a longer query must appear, in any order', () => {
  expect(find('size font')).toEqual(['Font size (px)']);
  expect(find('size awesome')).toEqual([]);
});

test('an empty query lists nothing', () => {
  expect(find('   ')).toEqual([]);
});

test('Japanese labels are matched as written, voiced kana kept apart', () => {
  expect(searchSettings(['文字の大きさ', 'ダークモード'], 'モード', (l) => l)).toEqual(['ダークモード']);
  expect(foldForSearch('が')).toBe('が');
  expect(searchSettings(['かな'], 'が', (l) => l)).toEqual([]);
});
