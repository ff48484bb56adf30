import type { entities } from 'misskey-js';
import type { Instance } from '../context.ts';
import { effectivePolicies } from './policies.ts';
import { serverRules } from '../services/server-rules.ts';

export const INSTANCE_NAME = 'Kumo Local';
export const INSTANCE_VERSION = '2025.4.0';
export const MAX_NOTE_TEXT_LENGTH = 3000;

export function packMeta(
  inst: Instance,
  origin: string,
  detail: boolean,
): entities.MetaLite | entities.MetaDetailed {
  const lite: entities.MetaLite = {
    maintainerName: 'Kumo',
    maintainerEmail: null,
    version: INSTANCE_VERSION,
    providesTarball: false,
    name: INSTANCE_NAME,
    shortName: 'Kumo',
    uri: origin,
    description:
      'A Misskey-compatible server that runs on one machine, for trying out the Kumo web client. Everything here is local demo data.',
    langs: ['en-US', 'ja-JP'],
    tosUrl: null,
    repositoryUrl: null,
    feedbackUrl: null,
    defaultDarkTheme: null,
    defaultLightTheme: null,
    clientOptions: {
      entrancePageStyle: 'classic',
      showTimelineForVisitor: true,
      showActivitiesForVisitor: true,
    },
    disableRegistration: inst.options.disableRegistration,
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
    enableTestcaptcha: false,
    googleAnalyticsMeasurementId: null,
    swPublickey: inst.vapid.publicKey,
    mascotImageUrl: `${origin}/emoji/kumo.webp`,
    bannerUrl: null,
    serverErrorImageUrl: null,
    infoImageUrl: null,
    notFoundImageUrl: null,
    iconUrl: null,
    maxNoteTextLength: MAX_NOTE_TEXT_LENGTH,
    ads: [],
    notesPerOneAd: 0,
    enableEmail: inst.options.enableEmail,
    enableServiceWorker: true,
    translatorAvailable: false,
    sentryForFrontend: null,
    mediaProxy: `${origin}/proxy`,
    enableUrlPreview: true,
    backgroundImageUrl: null,
    impressumUrl: null,
    logoImageUrl: null,
    privacyPolicyUrl: null,
    inquiryUrl: null,
    serverRules: serverRules(inst.db),
    themeColor: '#5b8def',
    policies: effectivePolicies(inst, null),
    noteSearchableScope: 'local',
    maxFileSize: inst.options.maxUploadSize,
    federation: 'none',
  };
  if (!detail) return lite;
  return {
    ...lite,
    features: {
      registration: !inst.options.disableRegistration,
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
