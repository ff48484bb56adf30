import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { setCaptchaProvider, TESTCAPTCHA_PASSED } from '../../../../services/captcha.ts';

const PROVIDERS = ['none', 'hcaptcha', 'mcaptcha', 'recaptcha', 'turnstile', 'testcaptcha'] as const;
const text = { type: 'string', nullable: true } as const;

// Misskey's errors of admin/captcha/save
const INVALID_PROVIDER = {
  message: 'Invalid provider.',
  code: 'INVALID_PROVIDER',
  id: '14bf7ae1-80cc-4363-acb2-4fd61d086af0',
};
const INVALID_PARAMETERS = {
  message: 'Invalid parameters.',
  code: 'INVALID_PARAMETERS',
  id: '26654194-410e-44e2-b42e-460ff6f92476',
};
const NO_RESPONSE_PROVIDED = {
  message: 'No response provided.',
  code: 'NO_RESPONSE_PROVIDED',
  id: '40acbba8-0937-41fb-bb3f-474514d40afe',
};
const VERIFICATION_FAILED = {
  message: 'Verification failed.',
  code: 'VERIFICATION_FAILED',
  id: 'c41c067f-24f3-4150-84b2-b5a3ae8c2214',
};

/**
 * admin/captcha/save: switches the captcha asked on sign-up and sign-in, once the administrator
 * has solved it (`captchaResult`), as Misskey does. This instance asks no outside service, so an
 * outside provider with its keys is refused as INVALID_PROVIDER (Misskey would check the answer
 * with that service); `none` and the test captcha take effect.
 */
export default defineEndpoint(
  'admin/captcha/save',
  {
    requireCredential: true,
    kind: 'write:admin:meta',
    requireAdmin: true,
    params: {
      type: 'object',
      properties: {
        provider: { type: 'string', enum: PROVIDERS },
        captchaResult: text,
        sitekey: text,
        secret: text,
        instanceUrl: text,
      },
      required: ['provider'],
    },
  },
  (ps, _me, ctx) => {
    if (ps.provider === 'none') return setCaptchaProvider(ctx.inst.db, 'none');
    if (ps.provider !== 'testcaptcha') {
      const missing = !ps.sitekey || !ps.secret || (ps.provider === 'mcaptcha' && !ps.instanceUrl);
      throw new ApiError(missing ? INVALID_PARAMETERS : INVALID_PROVIDER);
    }
    if (!ps.captchaResult) throw new ApiError(NO_RESPONSE_PROVIDED);
    if (ps.captchaResult !== TESTCAPTCHA_PASSED) throw new ApiError(VERIFICATION_FAILED);
    setCaptchaProvider(ctx.inst.db, 'testcaptcha');
  },
);
