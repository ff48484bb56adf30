import { expect, test } from 'vitest';
import { enUS } from '@/i18n/locales/en-US.ts';
import { jaJP } from '@/i18n/locales/ja-JP.ts';
import {
  BRANDING_FIELDS,
  EMAIL_FIELDS,
  GENERAL_FIELDS,
  INSTANCE_BLOCK_FIELDS,
  MODERATION_FIELDS,
  OBJECT_STORAGE_FIELDS,
  OTHER_FIELDS,
  SECURITY_FIELDS,
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

test('a number must be a whole number of 0 or more and is sent as a number; a select only its options', () => {
  const port = EMAIL_FIELDS.find((f) => f.key === 'smtpPort')!;
  expect(invalidField(port, '-1')).toBe(true);
  expect(invalidField(port, '1.5')).toBe(true);
  expect(invalidField(port, '587')).toBe(false);
  const before = metaValues({ smtpPort: 25, smtpPass: null }, EMAIL_FIELDS);
  expect(before.smtpPort).toBe('25');
  expect(changedMeta(EMAIL_FIELDS, before, { ...before, smtpPort: '587', smtpPass: 's3cret' })).toEqual({
    smtpPort: 587,
    smtpPass: 's3cret',
  });
  expect(changedMeta(EMAIL_FIELDS, before, { ...before, smtpPort: '' })).toEqual({ smtpPort: null });
  const detect = SECURITY_FIELDS.find((f) => f.kind === 'select')!;
  expect(invalidField(detect, 'local')).toBe(false);
  expect(invalidField(detect, 'everything')).toBe(true);
});

test('every field of every settings page has its label, and every switch its explanation, in each language', () => {
  const all = [
    ...GENERAL_FIELDS,
    ...BRANDING_FIELDS,
    ...INSTANCE_BLOCK_FIELDS,
    ...MODERATION_FIELDS,
    ...EMAIL_FIELDS,
    ...OBJECT_STORAGE_FIELDS,
    ...SECURITY_FIELDS,
    ...OTHER_FIELDS,
  ];
  for (const locale of [enUS, jaJP]) {
    const has = (k: string) => k in locale;
    for (const f of all) {
      expect(has(`adminMeta.${f.key}`), f.key).toBe(true);
      if (f.kind === 'switch' || f.kind === 'lines') expect(has(`adminMetaHint.${f.key}`), f.key).toBe(true);
      if (f.kind === 'select') for (const o of f.options) expect(has(o.label), o.value).toBe(true);
    }
  }
});
