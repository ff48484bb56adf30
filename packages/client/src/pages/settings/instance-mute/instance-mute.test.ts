import { expect, test } from 'vitest';
import { mutedInstancesText, parseMutedInstances } from './instance-mute.ts';

test('host names are trimmed, lower-cased, and blank or repeated lines dropped', () => {
  expect(parseMutedInstances('  Example.COM \n\nmisskey.io\r\n   \nexample.com\nSub.Example.com')).toEqual([
    'example.com',
    'misskey.io',
    'sub.example.com',
  ]);
  expect(parseMutedInstances('')).toEqual([]);
  expect(parseMutedInstances('\n \n')).toEqual([]);
});

test('a saved list is shown one host per line and reads back the same', () => {
  const hosts = ['a.example', 'b.example'];
  expect(mutedInstancesText(hosts)).toBe('a.example\nb.example');
  expect(parseMutedInstances(mutedInstancesText(hosts))).toEqual(hosts);
});
