import { expect, test } from 'vitest';
import { moveWidget, widgetData } from './widget-data.ts';

const schema = {
  transparent: { type: 'boolean', default: false },
  height: { type: 'number', default: 300, min: 100, max: 800 },
  size: { type: 'enum', default: 'medium', options: ['small', 'medium', 'large'] },
} as const;

test('a text setting keeps a string within its length, anything else takes the default', () => {
  const feed = { url: { type: 'string', default: 'https://a.example/feed', maxLength: 20 } } as const;
  expect(widgetData(feed, { url: 'https://b.example/' })).toEqual({ url: 'https://b.example/' });
  expect(widgetData(feed, { url: 'https://far-too-long.example/feed.xml' })).toEqual({
    url: 'https://a.example/feed',
  });
  expect(widgetData(feed, { url: 42 })).toEqual({ url: 'https://a.example/feed' });
});

test('stored settings of the right kind are kept; missing or wrong ones take the default', () => {
  expect(widgetData(schema, { transparent: true, height: 400, size: 'large' })).toEqual({
    transparent: true,
    height: 400,
    size: 'large',
  });
  expect(widgetData(schema, { transparent: 'yes', height: 5000, size: 'huge' })).toEqual({
    transparent: false,
    height: 300,
    size: 'medium',
  });
  expect(widgetData(schema, null)).toEqual({ transparent: false, height: 300, size: 'medium' });
});

test('widgets move up and down the list, staying put at the ends', () => {
  expect(moveWidget(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  expect(moveWidget(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  expect(moveWidget(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
});
