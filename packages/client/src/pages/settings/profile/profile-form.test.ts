import type { entities } from 'misskey-js';
import { describe, expect, test } from 'vitest';
import {
  MAX_FIELDS,
  addField,
  draftFromMe,
  draftProblem,
  moveField,
  profileUpdateParams,
  removeField,
  updateField,
} from './profile-form.ts';

const me = {
  name: 'Alice',
  description: null,
  location: 'Kyoto',
  birthday: '1990-04-01',
  lang: 'ja-JP',
  fields: [{ name: 'Site', value: 'https://example.com' }],
  followedMessage: null,
  isBot: false,
  isCat: true,
  avatarId: 'file1',
  avatarUrl: 'https://x/avatar.png',
  bannerId: null,
  bannerUrl: null,
} as unknown as entities.MeDetailed;

describe('profileUpdateParams', () => {
  test('an untouched draft sends the profile back, empty texts as null, no image ids', () => {
    const d = draftFromMe(me);
    expect(profileUpdateParams(d, d)).toEqual({
      name: 'Alice',
      description: null,
      location: 'Kyoto',
      birthday: '1990-04-01',
      lang: 'ja-JP',
      fields: [{ name: 'Site', value: 'https://example.com' }],
      followedMessage: null,
      isBot: false,
      isCat: true,
    });
  });

  test('cleared texts become null and blank field rows are dropped', () => {
    const saved = draftFromMe(me);
    const d = { ...saved, name: '  ', location: '', fields: addField(saved.fields) };
    const p = profileUpdateParams(d, saved);
    expect(p.name).toBeNull();
    expect(p.location).toBeNull();
    expect(p.fields).toEqual([{ name: 'Site', value: 'https://example.com' }]);
  });

  test('a changed or cleared avatar and banner are sent', () => {
    const saved = draftFromMe(me);
    const d = { ...saved, avatar: { id: null, url: null }, banner: { id: 'file2', url: 'u' } };
    const p = profileUpdateParams(d, saved);
    expect(p.avatarId).toBeNull();
    expect(p.bannerId).toBe('file2');
  });
});

describe('field rows', () => {
  test('add stops at 16 rows', () => {
    let fields = draftFromMe(me).fields;
    for (let i = 0; i < 20; i++) fields = addField(fields);
    expect(fields).toHaveLength(MAX_FIELDS);
  });

  test('rows move, change and go away, keeping their keys', () => {
    let fields = addField(draftFromMe(me).fields);
    fields = updateField(fields, 1, { name: 'Pronouns', value: 'she/her' });
    const keys = fields.map((f) => f.key);
    fields = moveField(fields, 1, -1);
    expect(fields.map((f) => f.name)).toEqual(['Pronouns', 'Site']);
    expect(fields.map((f) => f.key)).toEqual([keys[1], keys[0]]);
    expect(moveField(fields, 0, -1).map((f) => f.name)).toEqual(['Pronouns', 'Site']);
    expect(removeField(fields, 0).map((f) => f.name)).toEqual(['Site']);
  });
});

test('draftProblem checks the birthday format', () => {
  const d = draftFromMe(me);
  expect(draftProblem(d)).toBeNull();
  expect(draftProblem({ ...d, birthday: '' })).toBeNull();
  expect(draftProblem({ ...d, birthday: '1.4.1990' })).toBe('editProfileBirthdayInvalid');
});
