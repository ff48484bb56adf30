import { useState } from 'react';
import type { entities } from 'misskey-js';
import { api, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { TextArea } from '@/ui/index.ts';

export function WizardProfile({
  me,
  token,
  onNext,
}: {
  me: entities.MeDetailed;
  token: string;
  onNext: () => void;
}) {
  const [name, setName] = useState(me.name ?? '');
  const [description, setDescription] = useState(me.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await api('i/update', { name: name || null, description: description || null }, token);
      onNext();
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
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
