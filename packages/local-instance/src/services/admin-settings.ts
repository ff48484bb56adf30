import type { Db } from '../db/open.ts';

const KEY = 'adminSettings';

/**
 * Instance settings that only administrators see (admin/meta) and that the local instance keeps
 * without acting on them: it sends no mail, keeps files on its own disk, asks no captcha provider,
 * fetches no previews through a proxy and translates nothing. Kept so that the admin pages work
 * against it as against a real server; a real server acts on them.
 */
export const ADMIN_SETTING_DEFAULTS = {
  email: null as string | null,
  smtpSecure: false,
  smtpHost: null as string | null,
  smtpPort: null as number | null,
  smtpUser: null as string | null,
  smtpPass: null as string | null,
  useObjectStorage: false,
  objectStorageBaseUrl: null as string | null,
  objectStorageBucket: null as string | null,
  objectStoragePrefix: null as string | null,
  objectStorageEndpoint: null as string | null,
  objectStorageRegion: null as string | null,
  objectStoragePort: null as number | null,
  objectStorageAccessKey: null as string | null,
  objectStorageSecretKey: null as string | null,
  objectStorageUseSSL: true,
  objectStorageUseProxy: true,
  objectStorageSetPublicRead: false,
  objectStorageS3ForcePathStyle: true,
  hcaptchaSecretKey: null as string | null,
  mcaptchaSecretKey: null as string | null,
  recaptchaSecretKey: null as string | null,
  turnstileSecretKey: null as string | null,
  sensitiveMediaDetection: 'none' as 'none' | 'all' | 'local' | 'remote',
  sensitiveMediaDetectionSensitivity: 'medium' as string,
  setSensitiveFlagAutomatically: false,
  enableSensitiveMediaDetectionForVideos: false,
  enableIpLogging: false,
  enableActiveEmailValidation: false,
  bannedEmailDomains: [] as string[],
  enableChartsForRemoteUser: false,
  enableChartsForFederatedInstances: false,
  enableStatsForFederatedInstances: false,
  enableServerMachineStats: false,
  enableIdenticonGeneration: true,
  deeplAuthKey: null as string | null,
  deeplIsPro: false,
  summalyProxy: null as string | null,
  urlPreviewEnabled: true,
  urlPreviewTimeout: 10000,
  urlPreviewMaximumContentLength: 10485760,
};

export type AdminSettings = typeof ADMIN_SETTING_DEFAULTS;
const KEYS = Object.keys(ADMIN_SETTING_DEFAULTS) as Array<keyof AdminSettings>;

export function adminSettings(db: Db): AdminSettings {
  const row = db.prepare('SELECT value FROM kv WHERE key = ?').get(KEY) as { value: string } | undefined;
  if (!row) return ADMIN_SETTING_DEFAULTS;
  return { ...ADMIN_SETTING_DEFAULTS, ...(JSON.parse(row.value) as Partial<AdminSettings>) };
}

/** Keeps the settings named in `change` (the endpoint has checked their types). */
export function updateAdminSettings(db: Db, change: Record<string, unknown>): void {
  const next: Record<string, unknown> = { ...adminSettings(db) };
  let changed = false;
  for (const key of KEYS) {
    if (change[key] === undefined) continue;
    next[key] = change[key];
    changed = true;
  }
  if (changed)
    db.prepare('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)').run(KEY, JSON.stringify(next));
}
