import { IconDatabaseExport } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { t } from '@/i18n/index.ts';
import {
  useSettingsStore,
  makeBackup,
  parseBackup,
  restoreBackup,
  type BackupProblem,
} from '@/store/index.ts';
import { FormSection } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';

function problemText(problem: BackupProblem): string {
  if (problem.kind === 'notJson') return t('backupNotJson');
  if (problem.kind === 'notBackup') return t('backupNotBackup');
  if (problem.kind === 'unknownSetting') return t('backupUnknownSetting', { key: problem.key });
  return t('backupBadValue', { key: problem.key });
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /secure/settings/preferences-backups: every device and account setting to a file and back. */
export default function PreferencesBackupsPage() {
  const store = useSettingsStore();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const exportFile = () => {
    const backup = makeBackup(store);
    download(`kumo-settings-${backup.createdAt.slice(0, 10)}.json`, JSON.stringify(backup, null, 2));
  };

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const parsed = parseBackup(await file.text());
    if (!parsed.ok) {
      setMessage({ ok: false, text: problemText(parsed.problem) });
      return;
    }
    const n = restoreBackup(store, parsed.backup);
    setMessage({ ok: true, text: t('backupRestored', { n }) });
  };

  return (
    <SettingsFrame
      title={t('settingsPreferencesBackups')}
      icon={<IconDatabaseExport size={20} aria-hidden />}
    >
      <FormSection>
        <p>{t('backupDescription')}</p>
        {message && (
          <div className={message.ok ? 'kumo-notice' : 'kumo-alert'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </div>
        )}
        <div className="kumo-settings-actions">
          <button type="button" className="kumo-button primary" onClick={exportFile}>
            {t('backupExport')}
          </button>
          <label className="kumo-button">
            {t('backupImport')}
            <input
              type="file"
              accept="application/json,.json"
              className="kumo-visually-hidden"
              onChange={importFile}
            />
          </label>
        </div>
      </FormSection>
    </SettingsFrame>
  );
}
