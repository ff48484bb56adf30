import { useState } from 'react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import type { SettingsStore } from '@/store/index.ts';
import { WizardFollow } from './WizardFollow.tsx';
import { WizardPrivacy } from './WizardPrivacy.tsx';
import { WizardProfile } from './WizardProfile.tsx';
import './setup-wizard.css';

export const WIZARD_STEPS = ['profile', 'privacy', 'follow'] as const;
/** accountSetupWizard -1 means done; 0..n is the step to resume at. */
export const WIZARD_DONE = -1;

interface Props {
  me: entities.MeDetailed;
  store: SettingsStore;
  close: () => void;
}

/** Spec P1 §2: the account setup wizard: profile, privacy, people to follow. Progress is kept in accountSetupWizard. */
export function SetupWizard({ me, store, close }: Props) {
  const saved = store.get('accountSetupWizard');
  const [step, setStep] = useState(saved >= 0 && saved < WIZARD_STEPS.length ? saved : 0);
  const go = (next: number) => {
    if (next >= WIZARD_STEPS.length) {
      store.set('accountSetupWizard', WIZARD_DONE);
      close();
      return;
    }
    store.set('accountSetupWizard', next);
    setStep(next);
  };
  const skip = () => {
    store.set('accountSetupWizard', WIZARD_DONE);
    close();
  };
  const current = WIZARD_STEPS[step];
  return (
    <section className="kumo-wizard" role="dialog" aria-modal="true" aria-labelledby="kumo-wizard-title">
      <header>
        <h2 id="kumo-wizard-title">{t('setupWizardTitle')}</h2>
        <p className="kumo-caption">{t('setupWizardStep', { n: step + 1, total: WIZARD_STEPS.length })}</p>
        <ol className="kumo-wizard-progress" aria-hidden>
          {WIZARD_STEPS.map((s, i) => (
            <li key={s} data-done={i < step || undefined} data-current={i === step || undefined} />
          ))}
        </ol>
      </header>
      {current === 'profile' && <WizardProfile me={me} onNext={() => go(1)} />}
      {current === 'privacy' && <WizardPrivacy me={me} onNext={() => go(2)} onBack={() => go(0)} />}
      {current === 'follow' && <WizardFollow me={me} onNext={() => go(3)} onBack={() => go(1)} />}
      <button type="button" className="kumo-wizard-skip" onClick={skip}>
        {t('setupWizardSkip')}
      </button>
    </section>
  );
}
