// admin/update-meta: of Misskey's many instance settings, the local instance stores the server rules
// and what meta shows of the instance (name, description, maintainer, languages, images, colour, links),
// the moderation lists, and the settings the admin pages edit that it keeps without acting on them.
import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { updateAdminSettings } from '../../../services/admin-settings.ts';
import { storeServerRules } from '../../../services/server-rules.ts';
import { updateInstanceSettings, type InstanceSettings } from '../../../services/instance-settings.ts';

const text = { type: 'string', nullable: true } as const;
const lines = { type: 'array', items: { type: 'string' } } as const;
const bool = { type: 'boolean' } as const;
const port = { type: 'integer', nullable: true, minimum: 0, maximum: 65535 } as const;
/** A colour as Misskey accepts it: `#` and six hex digits. */
const color = { type: 'string', nullable: true, pattern: /^#[0-9a-fA-F]{6}$/ } as const;

export default defineEndpoint(
  'admin/update-meta',
  {
    requireCredential: true,
    kind: 'write:admin:meta',
    requireAdmin: true,
    params: {
      type: 'object',
      properties: {
        serverRules: { type: 'array', items: { type: 'string' } },
        // the users pinned-users shows
        pinnedUsers: { type: 'array', nullable: true, items: { type: 'string' } },
        name: text,
        shortName: text,
        description: text,
        maintainerName: text,
        maintainerEmail: text,
        langs: { type: 'array', items: { type: 'string' } },
        iconUrl: text,
        app192IconUrl: text,
        app512IconUrl: text,
        bannerUrl: text,
        backgroundImageUrl: text,
        logoImageUrl: text,
        themeColor: color,
        tosUrl: text,
        privacyPolicyUrl: text,
        inquiryUrl: text,
        impressumUrl: text,
        repositoryUrl: text,
        feedbackUrl: text,
        blockedHosts: lines,
        silencedHosts: lines,
        mediaSilencedHosts: lines,
        sensitiveWords: lines,
        prohibitedWords: lines,
        hiddenTags: lines,
        preservedUsernames: lines,
        disableRegistration: { type: 'boolean', nullable: true },
        // the channels pinned to the local timeline (as the Misskey forks that have them)
        pinnedLtlChannelIds: { type: 'array', maxItems: 32, uniqueItems: true, items: id() },
        notesPerOneAd: { type: 'integer', minimum: 0 },
        enablePoints: { type: 'boolean' },
        // kept for the admin pages, not acted on (services/admin-settings.ts)
        email: text,
        smtpSecure: bool,
        smtpHost: text,
        smtpPort: port,
        smtpUser: text,
        smtpPass: text,
        useObjectStorage: bool,
        objectStorageBaseUrl: text,
        objectStorageBucket: text,
        objectStoragePrefix: text,
        objectStorageEndpoint: text,
        objectStorageRegion: text,
        objectStoragePort: port,
        objectStorageAccessKey: text,
        objectStorageSecretKey: text,
        objectStorageUseSSL: bool,
        objectStorageUseProxy: bool,
        objectStorageSetPublicRead: bool,
        objectStorageS3ForcePathStyle: bool,
        hcaptchaSecretKey: text,
        mcaptchaSecretKey: text,
        recaptchaSecretKey: text,
        turnstileSecretKey: text,
        sensitiveMediaDetection: { type: 'string', enum: ['none', 'all', 'local', 'remote'] },
        sensitiveMediaDetectionSensitivity: {
          type: 'string',
          enum: ['medium', 'low', 'high', 'veryLow', 'veryHigh'],
        },
        setSensitiveFlagAutomatically: bool,
        enableSensitiveMediaDetectionForVideos: bool,
        enableIpLogging: bool,
        enableActiveEmailValidation: bool,
        bannedEmailDomains: lines,
        enableChartsForRemoteUser: bool,
        enableChartsForFederatedInstances: bool,
        enableStatsForFederatedInstances: bool,
        enableServerMachineStats: bool,
        enableIdenticonGeneration: bool,
        deeplAuthKey: text,
        deeplIsPro: bool,
        summalyProxy: text,
        urlPreviewEnabled: bool,
        urlPreviewTimeout: { type: 'integer', minimum: 0 },
        urlPreviewMaximumContentLength: { type: 'integer', minimum: 0 },
      },
    },
  },
  (ps, _me, ctx) => {
    if (ps.serverRules) storeServerRules(ctx.inst.db, ps.serverRules as string[]);
    // as Misskey: a null list of pinned users changes nothing
    const change = { ...ps, pinnedUsers: ps.pinnedUsers ?? undefined } as Partial<InstanceSettings>;
    updateInstanceSettings(ctx.inst.db, change);
    updateAdminSettings(ctx.inst.db, ps);
  },
);
