import { IconCloud, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { showUploadError, useUploadFile, chooseLocalFiles } from '@/drive/index.ts';
import { pickDriveFiles } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import type { ImageChoice } from './profile-form.ts';

/** Avatar or banner: a preview and the ways to change it (drive, upload) or clear it. */
export function ProfileImageField({
  kind,
  value,
  onChange,
}: {
  kind: 'avatar' | 'banner';
  value: ImageChoice;
  onChange: (v: ImageChoice) => void;
}) {
  const [busy, setBusy] = useState(false);
  const uploadFile = useUploadFile();
  const label = t(kind === 'avatar' ? 'editProfileAvatar' : 'editProfileBanner');

  const fromDrive = async () => {
    const files = await pickDriveFiles(false);
    const file = files?.[0];
    if (file) onChange({ id: file.id, url: file.thumbnailUrl ?? file.url });
  };
  const upload = async () => {
    const [local] = await chooseLocalFiles(false);
    if (!local) return;
    setBusy(true);
    try {
      const file = await uploadFile(local);
      onChange({ id: file.id, url: file.thumbnailUrl ?? file.url });
    } catch (err) {
      await showUploadError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kumo-profile-image" data-kind={kind} role="group" aria-label={label}>
      <span className="kumo-profile-image-label">{label}</span>
      <div className="kumo-profile-image-preview" aria-busy={busy || undefined}>
        {value.url ? (
          <img src={value.url} alt={t('editProfileImagePreview', { item: label })} />
        ) : (
          <span className="kumo-caption">{t('editProfileImageNone')}</span>
        )}
      </div>
      <div className="kumo-settings-actions">
        <button type="button" className="kumo-button" disabled={busy} onClick={() => void fromDrive()}>
          <IconCloud size={16} aria-hidden />
          {t('fromDrive')}
        </button>
        <button type="button" className="kumo-button" disabled={busy} onClick={() => void upload()}>
          <IconUpload size={16} aria-hidden />
          {busy ? t('editProfileUploading') : t('editProfileUpload')}
        </button>
        {value.id !== null && (
          <button
            type="button"
            className="kumo-button"
            disabled={busy}
            aria-label={t('editProfileImageClear', { item: label })}
            onClick={() => onChange({ id: null, url: null })}
          >
            <IconTrash size={16} aria-hidden />
            {t('editProfileImageClearShort')}
          </button>
        )}
      </div>
    </div>
  );
}
