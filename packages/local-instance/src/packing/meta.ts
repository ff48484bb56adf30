import type { entities } from 'misskey-js';
import type { Instance } from '../context.ts';
import { effectivePolicies } from './policies.ts';
import { serverRules } from '../services/server-rules.ts';
import { instanceSettings, registrationClosed } from '../services/instance-settings.ts';
import { activeAds } from '../api/shared/ads.ts';
import { captchaProvider } from '../services/captcha.ts';
import { servedClientVersion } from '../services/served-client.ts';

export const INSTANCE_NAME = 'Kumo Local';
export const INSTANCE_VERSION = '2025.4.0';
export const MAX_NOTE_TEXT_LENGTH = 3000;

/**
 * The Misskey version whose API this instance answers, with the version of the Kumo client it
 * serves as semver build metadata (`2025.4.0+kumo.0.1.0`): other clients compare 2025.4.0, Kumo's
 * error view compares the client (spec P1 §8).
 */
export function instanceVersion(inst: Instance): string {
  const client = servedClientVersion(inst.options.clientDir);
  return client ? `${INSTANCE_VERSION}+kumo.${client}` : INSTANCE_VERSION;
}

export function packMeta(
  inst: Instance,
  origin: string,
  detail: boolean,
): entities.MetaLite | entities.MetaDetailed {
  const set = instanceSettings(inst.db);
  const lite: entities.MetaLite = {
    maintainerName: set.maintainerName,
    maintainerEmail: set.maintainerEmail,
    version: instanceVersion(inst),
    providesTarball: false,
    name: set.name,
    shortName: set.shortName,
    uri: origin,
    description: set.description,
    langs: set.langs,
    tosUrl: set.tosUrl,
    repositoryUrl: set.repositoryUrl,
    feedbackUrl: set.feedbackUrl,
    defaultDarkTheme: null,
    defaultLightTheme: null,
    clientOptions: {
      entrancePageStyle: 'classic',
      showTimelineForVisitor: true,
      showActivitiesForVisitor: true,
    },
    disableRegistration: registrationClosed(inst),
    emailRequiredForSignup: false,
    enableHcaptcha: false,
    hcaptchaSiteKey: null,
    enableMcaptcha: false,
    mcaptchaSiteKey: null,
    mcaptchaInstanceUrl: null,
    enableRecaptcha: false,
    recaptchaSiteKey: null,
    enableTurnstile: false,
    turnstileSiteKey: null,
    enableTestcaptcha: captchaProvider(inst.db) === 'testcaptcha',
    googleAnalyticsMeasurementId: null,
    swPublickey: inst.vapid.publicKey,
    mascotImageUrl: `${origin}/emoji/kumo.webp`,
    bannerUrl: set.bannerUrl,
    serverErrorImageUrl: null,
    infoImageUrl: null,
    notFoundImageUrl: null,
    iconUrl: set.iconUrl,
    maxNoteTextLength: MAX_NOTE_TEXT_LENGTH,
    ads: activeAds(inst.db),
    notesPerOneAd: set.notesPerOneAd,
    enableEmail: inst.options.enableEmail,
    enableServiceWorker: true,
    translatorAvailable: false,
    sentryForFrontend: null,
    mediaProxy: `${origin}/proxy`,
    enableUrlPreview: true,
    backgroundImageUrl: set.backgroundImageUrl,
    impressumUrl: set.impressumUrl,
    logoImageUrl: set.logoImageUrl,
    privacyPolicyUrl: set.privacyPolicyUrl,
    inquiryUrl: set.inquiryUrl,
    serverRules: serverRules(inst.db),
    themeColor: set.themeColor,
    // as the Misskey forks that pin channels to the local timeline
    ...{ pinnedLtlChannelIds: set.pinnedLtlChannelIds },
    policies: effectivePolicies(inst, null),
    noteSearchableScope: 'local',
    maxFileSize: inst.options.maxUploadSize,
    federation: 'none',
  };
  if (!detail) return lite;
  return {
    ...lite,
    features: {
      registration: !registrationClosed(inst),
      emailRequiredForSignup: false,
      localTimeline: true,
      globalTimeline: true,
      hcaptcha: false,
      // Misskey 2025 still reports mCaptcha (later versions dropped it, and misskey-js with them)
      ...{ mcaptcha: false },
      turnstile: false,
      recaptcha: false,
      objectStorage: false,
      serviceWorker: false,
      // MiAuth (miauth/gen-token and /api/miauth/{session}/check) is served
      miauth: true,
    },
    proxyAccountName: null,
    requireSetup: false,
    cacheRemoteFiles: false,
    cacheRemoteSensitiveFiles: false,
  };
}
