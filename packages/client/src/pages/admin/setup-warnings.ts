/** The parts of the server's meta the setup warnings read (all in `meta` of Misskey 2025.4 and 2026.7). */
export interface SetupMeta {
  enableEmail?: boolean;
  disableRegistration?: boolean;
  enableHcaptcha?: boolean;
  enableRecaptcha?: boolean;
  enableTurnstile?: boolean;
  enableMcaptcha?: boolean;
  enableTestcaptcha?: boolean;
  enableServiceWorker?: boolean;
  tosUrl?: string | null;
  privacyPolicyUrl?: string | null;
  maintainerName?: string | null;
  maintainerEmail?: string | null;
}

export type SetupWarning =
  | 'noEmail'
  | 'noBotProtection'
  | 'noServiceWorker'
  | 'noTos'
  | 'noPrivacyPolicy'
  | 'noMaintainerName'
  | 'noMaintainerEmail';

/** Where each warning is put right. */
export const SETUP_WARNING_PAGE: Record<SetupWarning, string> = {
  noEmail: '/admin/email-settings',
  noBotProtection: '/admin/security',
  noServiceWorker: '/admin/settings',
  noTos: '/admin/settings',
  noPrivacyPolicy: '/admin/settings',
  noMaintainerName: '/admin/settings',
  noMaintainerEmail: '/admin/settings',
};

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/**
 * What the server's setup still lacks, in the order the overview lists it. A field the server does not
 * send raises no warning (servers differ).
 */
export function setupWarnings(meta: SetupMeta): SetupWarning[] {
  const warnings: SetupWarning[] = [];
  if (meta.enableEmail === false) warnings.push('noEmail');
  const captchas = [
    meta.enableHcaptcha,
    meta.enableRecaptcha,
    meta.enableTurnstile,
    meta.enableMcaptcha,
    meta.enableTestcaptcha,
  ];
  if (meta.disableRegistration === false && !captchas.some(Boolean)) warnings.push('noBotProtection');
  if (meta.enableServiceWorker === false) warnings.push('noServiceWorker');
  if ('tosUrl' in meta && blank(meta.tosUrl)) warnings.push('noTos');
  if ('privacyPolicyUrl' in meta && blank(meta.privacyPolicyUrl)) warnings.push('noPrivacyPolicy');
  if ('maintainerName' in meta && blank(meta.maintainerName)) warnings.push('noMaintainerName');
  if ('maintainerEmail' in meta && blank(meta.maintainerEmail)) warnings.push('noMaintainerEmail');
  return warnings;
}
