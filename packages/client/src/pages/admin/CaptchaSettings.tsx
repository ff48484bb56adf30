import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useCaptchaSettings, useSaveCaptcha } from '@/queries/index.ts';
import type { Endpoints } from 'misskey-js';
import {
  Captcha,
  CAPTCHA_PROVIDERS,
  FormSection,
  SelectField,
  TextInput,
  toast,
  type CaptchaProvider,
} from '@/ui/index.ts';

type Current = Endpoints['admin/captcha/current']['res'];
type Choice = CaptchaProvider | 'none';
type Keys = { siteKey: string; secretKey: string; instanceUrl: string };

const keysOf = (current: Current, provider: Choice): Keys => {
  if (provider === 'none' || provider === 'testcaptcha')
    return { siteKey: '', secretKey: '', instanceUrl: '' };
  const k = current[provider];
  return {
    siteKey: k.siteKey ?? '',
    secretKey: k.secretKey ?? '',
    instanceUrl: ('instanceUrl' in k ? k.instanceUrl : null) ?? '',
  };
};

/**
 * The captcha asked on sign-up and sign-in: a service and its keys, saved once the administrator
 * has solved that very captcha here (the server checks the answer with the service, as Misskey does).
 */
export function CaptchaSettings() {
  const current = useCaptchaSettings();
  return (
    <FormSection title={t('adminCaptcha')}>
      <QueryView query={current}>{(c) => <CaptchaForm current={c} />}</QueryView>
    </FormSection>
  );
}

function CaptchaForm({ current }: { current: Current }) {
  const [provider, setProvider] = useState<Choice>(current.provider);
  const [keys, setKeys] = useState<Keys>(() => keysOf(current, current.provider));
  const [answer, setAnswer] = useState<string | null>(null);
  const save = useSaveCaptcha();
  const outside = provider !== 'none' && provider !== 'testcaptcha';
  const keysMissing =
    outside && (!keys.siteKey || !keys.secretKey || (provider === 'mcaptcha' && !keys.instanceUrl));
  const choose = (p: Choice) => {
    setProvider(p);
    setKeys(keysOf(current, p));
    setAnswer(null);
  };
  const set = (k: keyof Keys) => (v: string) => {
    setKeys((old) => ({ ...old, [k]: v }));
    setAnswer(null);
  };
  const submit = async () => {
    const done = await save.run({
      provider,
      captchaResult: answer,
      ...(outside ? { sitekey: keys.siteKey.trim(), secret: keys.secretKey.trim() } : {}),
      ...(provider === 'mcaptcha' ? { instanceUrl: keys.instanceUrl.trim() } : {}),
    });
    if (done) toast(t('saved'));
  };
  return (
    <form
      className="kumo-admin-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SelectField
        label={t('adminCaptchaProvider')}
        value={provider}
        options={(['none', ...CAPTCHA_PROVIDERS] as Choice[]).map((p) => ({
          value: p,
          label: t(`adminCaptchaProvider_${p}`),
        }))}
        onChange={choose}
      />
      {outside && (
        <>
          <TextInput label={t('adminCaptchaSiteKey')} value={keys.siteKey} onChange={set('siteKey')} />
          <TextInput
            label={t('adminCaptchaSecretKey')}
            value={keys.secretKey}
            onChange={set('secretKey')}
            type="password"
            autoComplete="off"
          />
          {provider === 'mcaptcha' && (
            <TextInput
              label={t('adminCaptchaInstanceUrl')}
              value={keys.instanceUrl}
              onChange={set('instanceUrl')}
              type="url"
              placeholder="https://mcaptcha.example"
            />
          )}
        </>
      )}
      {provider !== 'none' && !keysMissing && (
        <div className="kumo-field">
          <span>{t('adminCaptchaSolve')}</span>
          <Captcha
            key={`${provider}:${keys.siteKey}:${keys.instanceUrl}`}
            setup={{ provider, siteKey: keys.siteKey || null, instanceUrl: keys.instanceUrl || null }}
            onChange={setAnswer}
          />
        </div>
      )}
      <div className="kumo-admin-actions">
        <button
          type="submit"
          className="kumo-button primary"
          disabled={save.isPending || keysMissing || (provider !== 'none' && !answer)}
        >
          {t('adminCaptchaSave')}
        </button>
      </div>
    </form>
  );
}
