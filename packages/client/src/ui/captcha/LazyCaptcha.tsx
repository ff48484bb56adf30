import { lazy, Suspense, type ComponentProps } from 'react';
import { t } from '@/i18n/index.ts';

// loaded with the first captcha drawn: most screens never show one
const Widget = lazy(() => import('./Captcha.tsx').then((m) => ({ default: m.Captcha })));

/** `Captcha`, loaded on first use. */
export function Captcha(props: ComponentProps<typeof Widget>) {
  return (
    <Suspense fallback={<p className="kumo-caption">{t('captchaLoading')}</p>}>
      <Widget {...props} />
    </Suspense>
  );
}
