import type { LocaleKey } from '@/i18n/index.ts';

/** The words after `prefix` of the locale keys that start with it: what Kumo has a text for. */
type Named<P extends string> = { [K in LocaleKey]: K extends `${P}${infer F}` ? F : never }[LocaleKey];
/** admin/meta keys with a label (`adminMeta.<key>`); switches and lists also have a hint. */
type MetaKey = Named<'adminMeta.'>;
type HintedMetaKey = MetaKey & Named<'adminMetaHint.'>;

/** An instance setting an admin page edits: its admin/meta key (its label's), the kind of field. */
export type MetaField =
  | { key: MetaKey; kind: 'text' | 'long' | 'url' | 'email' | 'color' | 'number' | 'secret' }
  | { key: HintedMetaKey; kind: 'switch' | 'lines' }
  | { key: MetaKey; kind: 'select'; options: ReadonlyArray<{ value: string; label: LocaleKey }> };

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

/** /admin/ads: how often timelines show an ad. */
export const ADS_FIELDS: MetaField[] = [{ key: 'notesPerOneAd', kind: 'number' }];

/** Kumo's own points (servers with `points/*`), on the other-settings page. */
export const POINTS_FIELDS: MetaField[] = [{ key: 'enablePoints', kind: 'switch' }];

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

/** /admin/email-settings: the mail server the instance sends through. */
export const EMAIL_FIELDS: MetaField[] = [
  { key: 'email', kind: 'email' },
  { key: 'smtpHost', kind: 'text' },
  { key: 'smtpPort', kind: 'number' },
  { key: 'smtpUser', kind: 'text' },
  { key: 'smtpPass', kind: 'secret' },
  { key: 'smtpSecure', kind: 'switch' },
];

/** /admin/object-storage: where uploaded files are kept (an S3-compatible storage) instead of the server's disk. */
export const OBJECT_STORAGE_FIELDS: MetaField[] = [
  { key: 'useObjectStorage', kind: 'switch' },
  { key: 'objectStorageBaseUrl', kind: 'url' },
  { key: 'objectStorageBucket', kind: 'text' },
  { key: 'objectStoragePrefix', kind: 'text' },
  { key: 'objectStorageEndpoint', kind: 'text' },
  { key: 'objectStorageRegion', kind: 'text' },
  { key: 'objectStoragePort', kind: 'number' },
  { key: 'objectStorageAccessKey', kind: 'text' },
  { key: 'objectStorageSecretKey', kind: 'secret' },
  { key: 'objectStorageUseSSL', kind: 'switch' },
  { key: 'objectStorageUseProxy', kind: 'switch' },
  { key: 'objectStorageSetPublicRead', kind: 'switch' },
  { key: 'objectStorageS3ForcePathStyle', kind: 'switch' },
];

/** /admin/security: sensitive media, sign-up checks, what is logged. */
export const SECURITY_FIELDS: MetaField[] = [
  {
    key: 'sensitiveMediaDetection',
    kind: 'select',
    options: [
      { value: 'none', label: 'adminMetaOption.sensitiveMediaDetection.none' },
      { value: 'all', label: 'adminMetaOption.sensitiveMediaDetection.all' },
      { value: 'local', label: 'adminMetaOption.sensitiveMediaDetection.local' },
      { value: 'remote', label: 'adminMetaOption.sensitiveMediaDetection.remote' },
    ],
  },
  { key: 'setSensitiveFlagAutomatically', kind: 'switch' },
  { key: 'enableSensitiveMediaDetectionForVideos', kind: 'switch' },
  { key: 'enableIpLogging', kind: 'switch' },
  { key: 'enableActiveEmailValidation', kind: 'switch' },
  { key: 'bannedEmailDomains', kind: 'lines' },
];

/** /admin/other-settings: charts, statistics, link previews, translation. */
export const OTHER_FIELDS: MetaField[] = [
  { key: 'enableServerMachineStats', kind: 'switch' },
  { key: 'enableIdenticonGeneration', kind: 'switch' },
  { key: 'enableChartsForRemoteUser', kind: 'switch' },
  { key: 'enableChartsForFederatedInstances', kind: 'switch' },
  { key: 'enableStatsForFederatedInstances', kind: 'switch' },
  { key: 'urlPreviewEnabled', kind: 'switch' },
  { key: 'urlPreviewTimeout', kind: 'number' },
  { key: 'urlPreviewMaximumContentLength', kind: 'number' },
  { key: 'summalyProxy', kind: 'url' },
  { key: 'deeplAuthKey', kind: 'secret' },
  { key: 'deeplIsPro', kind: 'switch' },
];

export type MetaValues = Record<string, string>;

/** The form's values from admin/meta: text as it is, nothing as an empty field. */
export function metaValues(meta: Record<string, unknown>, fields: MetaField[]): MetaValues {
  return Object.fromEntries(
    fields.map((f) => {
      const v = meta[f.key];
      if (f.kind === 'switch') return [f.key, v === true ? 'true' : 'false'];
      if (typeof v === 'number') return [f.key, String(v)];
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
): Record<string, string | string[] | boolean | number | null> {
  const out: Record<string, string | string[] | boolean | number | null> = {};
  for (const { key, kind } of fields) {
    const value = after[key] ?? '';
    if (value === (before[key] ?? '')) continue;
    if (kind === 'switch') out[key] = value === 'true';
    else if (kind === 'number') out[key] = value.trim() === '' ? null : Number(value.trim());
    else if (kind === 'select') out[key] = value;
    else if (kind === 'lines')
      out[key] = value
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
    else out[key] = value.trim() === '' ? null : value.trim();
  }
  return out;
}

/**
 * A field that cannot be sent as it is: a colour not written #rrggbb, an address that is not http(s),
 * a number that is not a whole number of 0 or more.
 */
export function invalidField(field: MetaField, value: string): boolean {
  const v = value.trim();
  if (v === '') return false;
  if (field.kind === 'color') return !/^#[0-9a-fA-F]{6}$/.test(v);
  if (field.kind === 'url') return !/^https?:\/\/\S+$/i.test(v);
  if (field.kind === 'email') return !/^[^\s@]+@[^\s@]+$/.test(v);
  if (field.kind === 'number') return !/^\d+$/.test(v);
  if (field.kind === 'select') return !field.options.some((o) => o.value === v);
  return false;
}
