import type { entities } from 'misskey-js';
import type { Params } from '@/api/index.ts';

/** Misskey's limits for i/update. */
export const NAME_MAX = 50;
export const DESCRIPTION_MAX = 1500;
export const LOCATION_MAX = 50;
export const FOLLOWED_MESSAGE_MAX = 256;
export const MAX_FIELDS = 16;

export interface ProfileField {
  /** Only for React: keeps a row's inputs attached to it while rows move. */
  key: number;
  name: string;
  value: string;
}

/** An avatar or banner: the drive file id (null: none) and a URL to preview it with. */
export interface ImageChoice {
  id: string | null;
  url: string | null;
}

export interface ProfileDraft {
  name: string;
  description: string;
  location: string;
  birthday: string;
  lang: string;
  fields: ProfileField[];
  followedMessage: string;
  isBot: boolean;
  isCat: boolean;
  avatar: ImageChoice;
  banner: ImageChoice;
}

let nextKey = 1;
const newKey = () => nextKey++;

export function draftFromMe(me: entities.MeDetailed): ProfileDraft {
  return {
    name: me.name ?? '',
    description: me.description ?? '',
    location: me.location ?? '',
    birthday: me.birthday ?? '',
    lang: me.lang ?? '',
    fields: (me.fields ?? []).map((f) => ({ key: newKey(), name: f.name, value: f.value })),
    followedMessage: me.followedMessage ?? '',
    isBot: me.isBot ?? false,
    isCat: me.isCat ?? false,
    // the default avatar (no file) has a URL too; it is shown but is not a choice
    avatar: { id: me.avatarId ?? null, url: me.avatarId ? me.avatarUrl : null },
    banner: { id: me.bannerId ?? null, url: me.bannerUrl ?? null },
  };
}

const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/** The problem with a draft before it is sent, as a locale key; null when it can be sent. */
export function draftProblem(
  d: ProfileDraft,
): 'editProfileBirthdayInvalid' | 'editProfileTooManyFields' | null {
  if (d.birthday !== '' && !BIRTHDAY.test(d.birthday)) return 'editProfileBirthdayInvalid';
  if (d.fields.length > MAX_FIELDS) return 'editProfileTooManyFields';
  return null;
}

const orNull = (s: string) => (s.trim() === '' ? null : s);

/**
 * The i/update parameters for a draft. Empty texts are sent as null (cleared); empty field rows are
 * left out; avatar and banner are sent only when they changed from `saved`, so that an old file
 * that no longer exists does not make the whole save fail.
 */
export function profileUpdateParams(d: ProfileDraft, saved: ProfileDraft): Params<'i/update'> {
  const params: Params<'i/update'> = {
    name: orNull(d.name),
    description: orNull(d.description),
    location: orNull(d.location),
    birthday: orNull(d.birthday),
    lang: orNull(d.lang) as Params<'i/update'>['lang'],
    fields: d.fields
      .map((f) => ({ name: f.name.trim(), value: f.value.trim() }))
      .filter((f) => f.name !== '' || f.value !== ''),
    followedMessage: orNull(d.followedMessage),
    isBot: d.isBot,
    isCat: d.isCat,
  };
  if (d.avatar.id !== saved.avatar.id) params.avatarId = d.avatar.id;
  if (d.banner.id !== saved.banner.id) params.bannerId = d.banner.id;
  return params;
}

export function addField(fields: readonly ProfileField[]): ProfileField[] {
  if (fields.length >= MAX_FIELDS) return [...fields];
  return [...fields, { key: newKey(), name: '', value: '' }];
}

export function removeField(fields: readonly ProfileField[], index: number): ProfileField[] {
  return fields.filter((_, i) => i !== index);
}

/** Moves row `index` by `by` places; a move past either end leaves the list as it is. */
export function moveField(fields: readonly ProfileField[], index: number, by: -1 | 1): ProfileField[] {
  const to = index + by;
  if (index < 0 || index >= fields.length || to < 0 || to >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function updateField(
  fields: readonly ProfileField[],
  index: number,
  change: Partial<Pick<ProfileField, 'name' | 'value'>>,
): ProfileField[] {
  return fields.map((f, i) => (i === index ? { ...f, ...change } : f));
}
