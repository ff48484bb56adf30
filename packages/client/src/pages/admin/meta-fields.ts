/** An instance setting an admin page edits: its admin/meta key, the kind of field, its label. */
export interface MetaField {
  key: string;
  kind: 'text' | 'long' | 'url' | 'email' | 'color' | 'lines' | 'switch';
}

/** /admin/settings: what the server is called and who runs it, and its links. */
export const GENERAL_FIELDS: MetaField[] = [
  { key: 'name', kind: 'text' },
  { key: 'shortName', kind: 'text' },
  { key: 'description', kind: 'long' },
  { key: 'maintainerName', kind: 'text' },
  { key: 'maintainerEmail', kind: 'email' },
  { key: 'tosUrl', kind: 'url' },
  { key: 'privacyPolicyUrl', kind: 'url' },
  { key: 'inquiryUrl', kind: 'url' },
  { key: 'impressumUrl', kind: 'url' },
  { key: 'repositoryUrl', kind: 'url' },
  { key: 'feedbackUrl', kind: 'url' },
];

/** /admin/branding: the server's images and colour. */
export const BRANDING_FIELDS: MetaField[] = [
  { key: 'iconUrl', kind: 'url' },
  { key: 'app192IconUrl', kind: 'url' },
  { key: 'app512IconUrl', kind: 'url' },
  { key: 'bannerUrl', kind: 'url' },
  { key: 'backgroundImageUrl', kind: 'url' },
  { key: 'logoImageUrl', kind: 'url' },
  { key: 'themeColor', kind: 'color' },
];

/** /admin/instance-block: servers blocked and silenced (one host a line). */
export const INSTANCE_BLOCK_FIELDS: MetaField[] = [
  { key: 'blockedHosts', kind: 'lines' },
  { key: 'silencedHosts', kind: 'lines' },
  { key: 'mediaSilencedHosts', kind: 'lines' },
];

/** /admin/moderation: words and names the server treats specially (one a line). */
export const MODERATION_FIELDS: MetaField[] = [
  { key: 'disableRegistration', kind: 'switch' },
  { key: 'prohibitedWords', kind: 'lines' },
  { key: 'sensitiveWords', kind: 'lines' },
  { key: 'hiddenTags', kind: 'lines' },
  { key: 'preservedUsernames', kind: 'lines' },
];

export type MetaValues = Record<string, string>;

/** The form's values from admin/meta: text as it is, nothing as an empty field. */
export function metaValues(meta: Record<string, unknown>, fields: MetaField[]): MetaValues {
  return Object.fromEntries(
    fields.map((f) => {
      const v = meta[f.key];
      if (f.kind === 'switch') return [f.key, v === true ? 'true' : 'false'];
      return [f.key, Array.isArray(v) ? v.join('\n') : typeof v === 'string' ? v : ''];
    }),
  );
}

/**
 * What to send: only what changed; an emptied field as null (Misskey's "not set"), a list as its
 * non-empty lines.
 */
export function changedMeta(
  fields: MetaField[],
  before: MetaValues,
  after: MetaValues,
): Record<string, string | string[] | boolean | null> {
  const out: Record<string, string | string[] | boolean | null> = {};
  for (const { key, kind } of fields) {
    const value = after[key] ?? '';
    if (value === (before[key] ?? '')) continue;
    if (kind === 'switch') out[key] = value === 'true';
    else if (kind === 'lines')
      out[key] = value
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
    else out[key] = value.trim() === '' ? null : value.trim();
  }
  return out;
}

/** A field that cannot be sent as it is: a colour not written #rrggbb, an address that is not http(s). */
export function invalidField(field: MetaField, value: string): boolean {
  const v = value.trim();
  if (v === '') return false;
  if (field.kind === 'color') return !/^#[0-9a-fA-F]{6}$/.test(v);
  if (field.kind === 'url') return !/^https?:\/\/\S+$/i.test(v);
  if (field.kind === 'email') return !/^[^\s@]+@[^\s@]+$/.test(v);
  return false;
}
