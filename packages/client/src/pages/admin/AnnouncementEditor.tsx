import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { SelectField, Switch, TextInput, TextArea } from '@/ui/index.ts';
import { DISPLAYS, draftComplete, ICONS, type AnnouncementDraft } from './announcement-form.ts';

interface Props {
  initial: AnnouncementDraft;
  /** A new announcement may target one user; an existing one may be archived. */
  isNew: boolean;
  onSubmit: (draft: AnnouncementDraft) => Promise<void>;
  onCancel: () => void;
}

export function AnnouncementEditor({ initial, isNew, onSubmit, onCancel }: Props) {
  const [d, setD] = useState(initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AnnouncementDraft>(k: K, v: AnnouncementDraft[K]) => setD({ ...d, [k]: v });
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(d);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="kumo-admin-editor"
      aria-label={isNew ? t('adminAnnouncementNew') : t('adminAnnouncementEdit')}
      onSubmit={(e) => {
        e.preventDefault();
        if (draftComplete(d)) void submit();
      }}
    >
      <TextInput
        label={t('adminAnnouncementTitle')}
        value={d.title}
        onChange={(v) => set('title', v)}
        required
      />
      <TextArea label={t('adminAnnouncementText')} value={d.text} required onChange={(v) => set('text', v)} />
      <TextInput
        label={t('adminAnnouncementImageUrl')}
        value={d.imageUrl}
        type="url"
        onChange={(v) => set('imageUrl', v)}
      />
      <SelectField
        label={t('adminAnnouncementIcon')}
        value={d.icon}
        options={ICONS.map((v) => ({ value: v, label: t(`adminAnnouncementIcon_${v}`) }))}
        onChange={(v) => set('icon', v)}
      />
      <SelectField
        label={t('adminAnnouncementDisplay')}
        value={d.display}
        options={DISPLAYS.map((v) => ({ value: v, label: t(`adminAnnouncementDisplay_${v}`) }))}
        onChange={(v) => set('display', v)}
      />
      <Switch
        label={t('adminAnnouncementForExisting')}
        caption={t('adminAnnouncementForExistingHint')}
        checked={d.forExistingUsers}
        onChange={(v) => set('forExistingUsers', v)}
      />
      <Switch
        label={t('adminAnnouncementSilence')}
        caption={t('adminAnnouncementSilenceHint')}
        checked={d.silence}
        onChange={(v) => set('silence', v)}
      />
      <Switch
        label={t('adminAnnouncementNeedConfirm')}
        checked={d.needConfirmationToRead}
        onChange={(v) => set('needConfirmationToRead', v)}
      />
      {isNew ? (
        <TextInput
          label={t('adminAnnouncementUserId')}
          caption={t('adminAnnouncementUserIdHint')}
          value={d.userId}
          onChange={(v) => set('userId', v)}
        />
      ) : (
        <Switch
          label={t('adminAnnouncementActive')}
          checked={d.isActive}
          onChange={(v) => set('isActive', v)}
        />
      )}
      <div className="kumo-admin-actions">
        <button type="button" className="kumo-button" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="kumo-button primary" disabled={busy || !draftComplete(d)}>
          {isNew ? t('adminAnnouncementPublish') : t('adminSave')}
        </button>
      </div>
    </form>
  );
}
