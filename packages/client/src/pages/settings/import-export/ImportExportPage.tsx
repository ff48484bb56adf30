import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '../../../account/index.ts';
import { api, ApiCallError } from '../../../api/index.ts';
import { describeError } from '../../../api/describe-error.ts';
import { pickDriveFiles } from '../../../drive/open-drive-picker.tsx';
import { t } from '../../../i18n/index.ts';
import { FormSection, Switch } from '../../../ui/controls/index.ts';
import { toast } from '../../../ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { DATA_KINDS, importErrorKey, type DataKind } from './data-kinds.ts';

function errorText(e: unknown): string {
  if (e instanceof ApiCallError) {
    const key = importErrorKey(e.error.code);
    if (key) return t(key);
  }
  return describeError(e);
}

/** One kind of data: an export button (with following's options) and, where Misskey has one, an import. */
function KindSection({ kind, token }: { kind: DataKind; token: string }) {
  const [excludeMuting, setExcludeMuting] = useState(false);
  const [excludeInactive, setExcludeInactive] = useState(false);
  const [withReplies, setWithReplies] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const doExport = () =>
    run(async () => {
      if (kind.exportEndpoint === 'i/export-following')
        await api('i/export-following', { excludeMuting, excludeInactive }, token);
      else await api(kind.exportEndpoint, {}, token);
      toast(t('exportRequested'));
    });
  const doImport = () =>
    run(async () => {
      const endpoint = kind.importEndpoint;
      if (!endpoint) return;
      const files = await pickDriveFiles(token, false);
      const file = files?.[0];
      if (!file) return;
      if (endpoint === 'i/import-following') await api(endpoint, { fileId: file.id, withReplies }, token);
      else await api(endpoint, { fileId: file.id }, token);
      toast(t('importRequested'));
    });

  return (
    <FormSection title={t(kind.title)}>
      <div data-testid={`data-kind-${kind.id}`}>
        {kind.id === 'following' && (
          <>
            <Switch checked={excludeMuting} onChange={setExcludeMuting} label={t('exportExcludeMuting')} />
            <Switch
              checked={excludeInactive}
              onChange={setExcludeInactive}
              label={t('exportExcludeInactive')}
              caption={t('exportExcludeInactiveCaption')}
            />
            <Switch
              checked={withReplies}
              onChange={setWithReplies}
              label={t('importWithReplies')}
              caption={t('importWithRepliesCaption')}
            />
          </>
        )}
        <div className="kumo-settings-actions">
          <button type="button" className="kumo-button" disabled={busy} onClick={() => void doExport()}>
            <IconDownload size={16} aria-hidden />
            {t('exportAction')}
          </button>
          {kind.importEndpoint && (
            <button type="button" className="kumo-button" disabled={busy} onClick={() => void doImport()}>
              <IconUpload size={16} aria-hidden />
              {t('importAction')}
            </button>
          )}
        </div>
        {error && (
          <p className="kumo-alert" role="alert">
            {error}
          </p>
        )}
      </div>
    </FormSection>
  );
}

/** /secure/settings/import-export: export account data to the drive, import it back from a drive file. */
export default function ImportExportPage() {
  const { account } = useMe();
  return (
    <SettingsFrame title={t('settingsImportExport')} icon={<IconFileImport size={20} aria-hidden />}>
      <p className="kumo-caption">{t('importExportIntro')}</p>
      {account && DATA_KINDS.map((k) => <KindSection key={k.id} kind={k} token={account.token} />)}
    </SettingsFrame>
  );
}
