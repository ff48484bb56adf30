import { defineEndpoint } from '../../../endpoint.ts';
import { adminSettings } from '../../../../services/admin-settings.ts';
import { captchaProvider } from '../../../../services/captcha.ts';

/**
 * admin/captcha/current: the captcha asked for and every service's keys. Site keys stay empty:
 * this instance can only switch its test captcha on (see admin/captcha/save).
 */
export default defineEndpoint(
  'admin/captcha/current',
  {
    requireCredential: true,
    kind: 'read:admin:meta',
    requireAdmin: true,
    params: { type: 'object', properties: {} },
  },
  (_ps, _me, ctx) => {
    const s = adminSettings(ctx.inst.db);
    return {
      provider: captchaProvider(ctx.inst.db),
      hcaptcha: { siteKey: null, secretKey: s.hcaptchaSecretKey },
      mcaptcha: { siteKey: null, secretKey: s.mcaptchaSecretKey, instanceUrl: null },
      recaptcha: { siteKey: null, secretKey: s.recaptchaSecretKey },
      turnstile: { siteKey: null, secretKey: s.turnstileSecretKey },
    };
  },
);
