import { IconCloud, IconFolder, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { pickDriveFolder } from '@/drive-manager/index.ts';
import { useDriveFolder, useUpdateMeAtOnce } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import { ActionLink } from '@/list/index.ts';
import { useSetting } from '@/store/index.ts';
import { FormSection, LoadingView, Switch } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { FormProblem, showInline } from '../SettingsForm.tsx';
import { DriveUsage } from '@/drive-manager/index.ts';
import './drive-settings.css';

/** Where uploads go (the uploadFolder setting): its name, a way to choose another, a way back to the root. */
function UploadFolder() {
  const [folderId, setFolderId] = useSetting('uploadFolder');
  const folder = useDriveFolder(folderId);
  const name =
    folderId === null
      ? t('driveRootFolder')
      : folder.isPending
        ? '…'
        : folder.isError
          ? t('driveFolderMissing')
          : folder.data.name;
  const choose = async () => {
    const picked = await pickDriveFolder();
    if (picked !== undefined) setFolderId(picked?.id ?? null);
  };
  return (
    <div className="kumo-drive-folder-row" role="group" aria-labelledby="kumo-upload-folder-label">
      <span id="kumo-upload-folder-label" className="kumo-drive-folder-label">
        {t('driveUploadFolder')}
      </span>
      <span className="kumo-drive-folder-name" data-testid="upload-folder-name">
        <IconFolder size={18} aria-hidden />
        {name}
      </span>
      <button type="button" className="kumo-button" onClick={() => void choose()}>
        {t('chooseFolderFromDrive')}
      </button>
      {folderId !== null && (
        <button type="button" className="kumo-button" onClick={() => setFolderId(null)}>
          {t('driveUseRootFolder')}
        </button>
      )}
    </div>
  );
}

function KeepOriginalSwitch() {
  const [keep, setKeep] = useSetting('keepOriginalUploading');
  return (
    <Switch
      checked={keep}
      onChange={setKeep}
      label={t('setting.keepOriginalUploading')}
      caption={t('driveKeepOriginalCaption')}
    />
  );
}

/** The server-side switches about sensitive media (i/update), saved at once. */
function SensitiveSwitches() {
  const { me } = useMe();
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMeAtOnce({ onError: showInline(setError) });
  if (!me) return <LoadingView />;
  const change = (field: 'alwaysMarkNsfw' | 'autoSensitive', value: boolean) => {
    setError(null);
    void update.run({ [field]: value });
  };
  return (
    <>
      <FormProblem text={error} />
      <Switch
        checked={me.alwaysMarkNsfw}
        onChange={(v) => change('alwaysMarkNsfw', v)}
        label={t('driveAlwaysMarkNsfw')}
        caption={t('driveAlwaysMarkNsfwCaption')}
      />
      <Switch
        checked={me.autoSensitive}
        onChange={(v) => change('autoSensitive', v)}
        label={t('driveAutoSensitive')}
        caption={t('driveAutoSensitiveCaption')}
      />
    </>
  );
}

/** /secure/settings/drive: how much of the drive is used, where uploads go, and how media is marked. */
export default function DriveSettingsPage() {
  return (
    <SettingsFrame title={t('drive')} icon={<IconCloud size={20} aria-hidden />}>
      <FormSection title={t('driveUsage')}>
        <DriveUsage />
        <ActionLink
          to="/secure/settings/drive/cleaner"
          icon={IconTrashX}
          label={t('driveCleaner')}
          primary={false}
          className="kumo-settings-actions"
        />
      </FormSection>
      <FormSection title={t('driveUploads')}>
        <UploadFolder />
        <KeepOriginalSwitch />
      </FormSection>
      <FormSection title={t('driveSensitiveMedia')}>
        <SensitiveSwitches />
      </FormSection>
    </SettingsFrame>
  );
}
