import { expect, test } from 'vitest';
import {
  BRANDING_FIELDS,
  INSTANCE_BLOCK_FIELDS,
  changedMeta,
  invalidField,
  metaValues,
} from './meta-fields.ts';

test('the form starts from admin/meta and sends only what changed, an emptied field as null', () => {
  const before = metaValues(
    { iconUrl: 'https://a/i.png', bannerUrl: null, themeColor: '#000000' },
    BRANDING_FIELDS,
  );
  expect(before.iconUrl).toBe('https://a/i.png');
  expect(before.bannerUrl).toBe('');
  expect(changedMeta(BRANDING_FIELDS, before, { ...before, iconUrl: '', themeColor: ' #112233 ' })).toEqual({
    iconUrl: null,
    themeColor: '#112233',
  });
});

test('a colour must be #rrggbb and an image address http(s); empty is allowed', () => {
  const color = BRANDING_FIELDS.find((f) => f.kind === 'color')!;
  const url = BRANDING_FIELDS[0]!;
  expect(invalidField(color, 'red')).toBe(true);
  expect(invalidField(color, '#12ab9F')).toBe(false);
  expect(invalidField(url, 'javascript:alert(1)')).toBe(true);
  expect(invalidField(url, 'https://example.com/a.png')).toBe(false);
  expect(invalidField(url, '')).toBe(false);
});

test('a list is edited one entry a line; blank lines are dropped', () => {
  const before = metaValues({ blockedHosts: ['a.example', 'b.example'] }, INSTANCE_BLOCK_FIELDS);
  expect(before.blockedHosts).toBe('a.example\nb.example');
  expect(before.silencedHosts).toBe('');
  expect(
    changedMeta(INSTANCE_BLOCK_FIELDS, before, { ...before, blockedHosts: 'a.example\n\n c.example ' }),
  ).toEqual({
    blockedHosts: ['a.example', 'c.example'],
  });
});

test('a switch is sent as a boolean', async () => {
  const { MODERATION_FIELDS } = await import('./meta-fields.ts');
  const before = metaValues({ disableRegistration: false }, MODERATION_FIELDS);
  expect(changedMeta(MODERATION_FIELDS, before, { ...before, disableRegistration: 'true' })).toEqual({
    disableRegistration: true,
  });
});
