import { RawResponse } from '../endpoint.ts';
import type { Schema } from '../schema.ts';

const answer: Schema = { type: 'string', nullable: true, maxLength: 8192 };

/** The captcha answers signup and signin-flow accept, one field per service. */
export const CAPTCHA_RESPONSES: Record<string, Schema> = {
  'hcaptcha-response': answer,
  'g-recaptcha-response': answer,
  'turnstile-response': answer,
  'm-captcha-response': answer,
  'testcaptcha-response': answer,
};

/** Misskey refuses a failed captcha as a web-server error whose message names the check. */
export const captchaRefusal = (reason: string) =>
  new RawResponse(400, { statusCode: 400, error: 'Bad Request', message: `Error: ${reason}` });
