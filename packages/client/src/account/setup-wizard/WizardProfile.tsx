import { useState } from 'react';
import type { entities } from 'misskey-js';
import { describeError } from '@/api/index.ts';
import { useUpdateMe } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import { TextArea } from '@/ui/index.ts';

export function WizardProfile({ me, onNext }: { me: entities.MeDetailed; onNext: () => void }) {
  const [name, setName] = useState(me.name ?? '');
  const [description, setDescription] = useState(me.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMe({ onError: (err) => (setError(describeError(err)), true) });
  const busy = update.isPending;
  const save = async () => {
    setError(null);
    if (await update.run({ name: name || null, description: description || null })) onNext();
  };
  return (
    <div className="kumo-wizard-step">
      <h3>{t('setupWizardProfile')}</h3>
      <p className="kumo-caption">{t('setupWizardProfileHint')}</p>
      {error && (
        <div className="kumo-alert" role="alert">
          {error}
        </div>
      )}
      <label className="kumo-field">
        {t('displayName')}
        <input className="kumo-input" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
      </label>
      <TextArea label={t('bio')} value={description} maxLength={1500} onChange={setDescription} />
      <div className="kumo-wizard-actions">
        <button type="button" className="kumo-button primary" disabled={busy} onClick={() => void save()}>
          {t('next')}
        </button>
      </div>
    </div>
  );
}
