import { useState } from 'react';
import type { entities } from 'misskey-js';
import { describeError } from '@/api/index.ts';
import { useUpdateMe } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import { Switch } from '@/ui/index.ts';

interface Props {
  me: entities.MeDetailed;
  onNext: () => void;
  onBack: () => void;
}

export function WizardPrivacy({ me, onNext, onBack }: Props) {
  const [isLocked, setLocked] = useState(me.isLocked);
  const [publicReactions, setPublicReactions] = useState(me.publicReactions);
  const [hideOnlineStatus, setHideOnline] = useState(me.hideOnlineStatus ?? false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMe({ onError: (err) => (setError(describeError(err)), true) });
  const save = async () => {
    setError(null);
    if (await update.run({ isLocked, publicReactions, hideOnlineStatus })) onNext();
  };
  return (
    <div className="kumo-wizard-step">
      <h3>{t('setupWizardPrivacy')}</h3>
      {error && (
        <div className="kumo-alert" role="alert">
          {error}
        </div>
      )}
      <Switch checked={isLocked} onChange={setLocked} label={t('makeFollowManuallyApprove')} />
      <Switch checked={publicReactions} onChange={setPublicReactions} label={t('makeReactionsPublic')} />
      <Switch checked={hideOnlineStatus} onChange={setHideOnline} label={t('hideOnlineStatus')} />
      <div className="kumo-wizard-actions">
        <button type="button" className="kumo-button" onClick={onBack}>
          {t('back')}
        </button>
        <button type="button" className="kumo-button primary" onClick={() => void save()}>
          {t('next')}
        </button>
      </div>
    </div>
  );
}
