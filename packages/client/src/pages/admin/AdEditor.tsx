import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { SelectField, Switch, TextInput } from '@/ui/index.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { AD_PLACES, AD_PRIORITIES, adProblems, type AdDraft } from './ad-form.ts';

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** One ad as a form: addresses, memo, place, priority, share, when it runs, its days, sensitive. */
export function AdEditor({
  initial,
  title,
  busy,
  onSave,
  onDelete,
}: {
  initial: AdDraft;
  title: string;
  busy: boolean;
  onSave: (draft: AdDraft) => void;
  onDelete: () => void;
}) {
  const [d, setD] = useState(initial);
  const set = <K extends keyof AdDraft>(key: K, value: AdDraft[K]) => setD({ ...d, [key]: value });
  const problems = adProblems(d);
  const problem = (p: 'url' | 'imageUrl' | 'ratio' | 'dates') =>
    problems.includes(p) ? t(`adminAdProblem_${p}`) : undefined;
  return (
    <form
      className="kumo-admin-card kumo-admin-editor"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length === 0) onSave(d);
      }}
    >
      {d.imageUrl && problems.includes('imageUrl') === false && (
        <img className="kumo-admin-ad-preview" src={d.imageUrl} alt={t('adminAdPreview')} />
      )}
      <TextInput
        label={t('adminAdUrl')}
        value={d.url}
        onChange={(v) => set('url', v)}
        caption={problem('url')}
        type="url"
      />
      <TextInput
        label={t('adminAdImageUrl')}
        value={d.imageUrl}
        onChange={(v) => set('imageUrl', v)}
        caption={problem('imageUrl')}
        type="url"
      />
      <TextInput label={t('adminAdMemo')} value={d.memo} onChange={(v) => set('memo', v)} />
      <div className="kumo-admin-filters">
        <SelectField
          label={t('adminAdPlace')}
          value={d.place}
          options={AD_PLACES.map((p) => ({ value: p, label: t(`adminAdPlace_${p}`) }))}
          onChange={(v) => set('place', v)}
        />
        <SelectField
          label={t('adminAdPriority')}
          value={d.priority}
          options={AD_PRIORITIES.map((p) => ({ value: p, label: t(`adminAdPriority_${p}`) }))}
          onChange={(v) => set('priority', v)}
        />
        <TextInput
          label={t('adminAdRatio')}
          value={d.ratio}
          onChange={(v) => set('ratio', v)}
          inputMode="numeric"
          caption={problem('ratio') ?? t('adminAdRatioCaption')}
        />
      </div>
      <div className="kumo-admin-filters">
        <DateTimeField label={t('adminAdStartsAt')} value={d.startsAt} onChange={(v) => set('startsAt', v)} />
        <DateTimeField
          label={t('adminAdExpiresAt')}
          value={d.expiresAt}
          onChange={(v) => set('expiresAt', v)}
        />
      </div>
      {problem('dates') && <p className="kumo-field-error">{problem('dates')}</p>}
      <fieldset className="kumo-admin-days">
        <legend>{t('adminAdDays')}</legend>
        {DAYS.map((day) => (
          <label key={day}>
            <input
              type="checkbox"
              checked={d.days.includes(day)}
              onChange={(e) =>
                set('days', e.target.checked ? [...d.days, day].sort() : d.days.filter((x) => x !== day))
              }
            />
            {t(`adminAdDay_${day}`)}
          </label>
        ))}
        <span className="kumo-caption">{t('adminAdDaysCaption')}</span>
      </fieldset>
      <Switch checked={d.isSensitive} onChange={(v) => set('isSensitive', v)} label={t('adminAdSensitive')} />
      <div className="kumo-admin-actions">
        <button type="button" className="kumo-button danger" disabled={busy} onClick={onDelete}>
          {t('adminAdDelete')}
        </button>
        <button type="submit" className="kumo-button primary" disabled={busy || problems.length > 0}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
