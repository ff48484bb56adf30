import { describe, expect, test } from 'vitest';
import upstream from '../../../../../fixtures/misskey-2026.7.0/api/meta.json';
import { setupWarnings, type SetupMeta } from './setup-warnings.ts';

const complete: SetupMeta = {
  enableEmail: true,
  disableRegistration: false,
  enableHcaptcha: false,
  enableRecaptcha: false,
  enableTurnstile: true,
  enableMcaptcha: false,
  enableTestcaptcha: false,
  enableServiceWorker: true,
  tosUrl: 'https://example.com/tos',
  privacyPolicyUrl: 'https://example.com/privacy',
  maintainerName: 'Admin',
  maintainerEmail: 'admin@example.com',
};

describe('setup warnings', () => {
  test('a fully set-up server has none', () => {
    expect(setupWarnings(complete)).toEqual([]);
  });

  test('no e-mail server is a warning', () => {
    expect(setupWarnings({ ...complete, enableEmail: false })).toEqual(['noEmail']);
  });

  test('open registration without any captcha is a warning', () => {
    expect(setupWarnings({ ...complete, enableTurnstile: false })).toEqual(['noBotProtection']);
  });

  test('closed registration needs no captcha', () => {
    expect(setupWarnings({ ...complete, enableTurnstile: false, disableRegistration: true })).toEqual([]);
  });

  test('the test captcha counts as bot protection', () => {
    expect(setupWarnings({ ...complete, enableTurnstile: false, enableTestcaptcha: true })).toEqual([]);
  });

  test('missing push keys, terms, privacy policy and maintainer are each a warning', () => {
    expect(
      setupWarnings({
        ...complete,
        enableServiceWorker: false,
        tosUrl: '',
        privacyPolicyUrl: null,
        maintainerName: '  ',
        maintainerEmail: null,
      }),
    ).toEqual(['noServiceWorker', 'noTos', 'noPrivacyPolicy', 'noMaintainerName', 'noMaintainerEmail']);
  });

  test('a field the server does not send raises nothing', () => {
    expect(setupWarnings({})).toEqual([]);
  });

  test('the recorded upstream server (no e-mail, no captcha, open registration) gets those warnings', () => {
    const meta = (upstream as { cases: Array<{ response: unknown }> }).cases[0]!.response as SetupMeta;
    expect(setupWarnings(meta)).toEqual(expect.arrayContaining(['noEmail', 'noBotProtection']));
  });
});
