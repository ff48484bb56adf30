import { useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { mcaptchaWidgetUrl, TESTCAPTCHA_PASSED, type CaptchaSetup } from './captcha-providers.ts';
import { loadScript } from './load-script.ts';
import './captcha.css';

/** The render API that hCaptcha, reCAPTCHA and Turnstile share. */
interface WidgetApi {
  render(el: HTMLElement, options: Record<string, unknown>): string | number;
  remove?(id: string | number): void;
  ready?(fn: () => void): void;
}

const SCRIPTED = {
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off', api: 'hcaptcha' },
  recaptcha: { src: 'https://www.recaptcha.net/recaptcha/api.js?render=explicit', api: 'grecaptcha' },
  turnstile: {
    src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    api: 'turnstile',
  },
} as const;

type Props = { setup: CaptchaSetup; onChange: (token: string | null) => void };

/**
 * The captcha a server asks for, solved in place: `onChange` gets the answer to send, or null when
 * it is not (or no longer) solved. Outside services' widgets are loaded from them on first use.
 */
export function Captcha({ setup, onChange }: Props) {
  if (setup.provider === 'testcaptcha') return <TestCaptcha onChange={onChange} />;
  if (setup.provider === 'mcaptcha') return <McaptchaFrame setup={setup} onChange={onChange} />;
  if (!setup.siteKey) return <p className="kumo-caption">{t('captchaNotSetUp')}</p>;
  return <ScriptedCaptcha key={`${setup.provider}:${setup.siteKey}`} setup={setup} onChange={onChange} />;
}

function TestCaptcha({ onChange }: { onChange: Props['onChange'] }) {
  return (
    <label className="kumo-captcha-test">
      <input type="checkbox" onChange={(e) => onChange(e.target.checked ? TESTCAPTCHA_PASSED : null)} />
      {t('captchaTest')}
    </label>
  );
}

function McaptchaFrame({ setup, onChange }: Props) {
  const url = mcaptchaWidgetUrl(setup.instanceUrl, setup.siteKey);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!url) return;
    const origin = new URL(url).origin;
    const listen = (e: MessageEvent) => {
      const token = (e.data as { token?: unknown } | null)?.token;
      if (e.origin === origin && typeof token === 'string') latest.current(token);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url]);
  if (!url) return <p className="kumo-caption">{t('captchaNotSetUp')}</p>;
  return <iframe className="kumo-captcha-frame" src={url} title={t('captchaTitle')} />;
}

function ScriptedCaptcha({ setup, onChange }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const { src, api: global } = SCRIPTED[setup.provider as keyof typeof SCRIPTED];

  useEffect(() => {
    let live = true;
    let widget: { api: WidgetApi; id: string | number } | null = null;
    setState('loading');
    loadScript(src)
      .then(() => {
        const api = (window as unknown as Record<string, WidgetApi | undefined>)[global];
        if (!live || !box.current || !api) throw new Error('no widget');
        const draw = () => {
          if (!live || !box.current) return;
          const id = api.render(box.current, {
            sitekey: setup.siteKey,
            callback: (token: string) => latest.current(token),
            'expired-callback': () => latest.current(null),
            'error-callback': () => latest.current(null),
          });
          widget = { api, id };
          setState('ready');
        };
        if (api.ready) api.ready(draw);
        else draw();
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
      if (widget) widget.api.remove?.(widget.id);
    };
  }, [src, global, setup.siteKey, attempt]);

  return (
    <div className="kumo-captcha">
      <div ref={box} />
      {state === 'loading' && <p className="kumo-caption">{t('captchaLoading')}</p>}
      {state === 'failed' && (
        <p className="kumo-caption" role="alert">
          {t('captchaFailed')}{' '}
          <button type="button" className="kumo-button" onClick={() => setAttempt((a) => a + 1)}>
            {t('retry')}
          </button>
        </p>
      )}
    </div>
  );
}
