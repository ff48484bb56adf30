import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiCallError, describeError } from '@/api/index.ts';
import { pickDriveFiles } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { useRequestExport, useRequestImport } from '@/queries/index.ts';
import { FormSection, Switch, toast } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { FormProblem } from '../SettingsForm.tsx';
import { DATA_KINDS, importErrorKey, type DataKind } from './data-kinds.ts';

function errorText(e: unknown): string {
  if (e instanceof ApiCallError) {
    const key = importErrorKey(e.error.code);
    if (key) return t(key);
  }
  return describeError(e);
}

/** One kind of data: an export button (with following's options) and, where Misskey has one, an import. */
function KindSection({ kind }: { kind: DataKind }) {
  const [excludeMuting, setExcludeMuting] = useState(false);
  const [excludeInactive, setExcludeInactive] = useState(false);
  const [withReplies, setWithReplies] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onError = (e: unknown) => {
    setError(errorText(e));
    return true;
  };
  const exporter = useRequestExport({ onError });
  const importer = useRequestImport({ onError });
  const busy = exporter.isPending || importer.isPending;

  const doExport = async () => {
    setError(null);
    const p = { endpoint: kind.exportEndpoint, excludeMuting, excludeInactive };
    if (await exporter.run(p)) toast(t('exportRequested'));
  };
  const doImport = async () => {
    const endpoint = kind.importEndpoint;
    if (!endpoint) return;
    setError(null);
    const file = (await pickDriveFiles(false))?.[0];
    if (file && (await importer.run({ endpoint, fileId: file.id, withReplies }))) toast(t('importRequested'));
  };

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
        <FormProblem text={error} />
      </div>
    </FormSection>
  );
}

/** /secure/settings/import-export: export account data to the drive, import it back from a drive file. */
export default function ImportExportPage() {
  return (
    <SettingsFrame title={t('settingsImportExport')} icon={<IconFileImport size={20} aria-hidden />}>
      <p className="kumo-caption">{t('importExportIntro')}</p>
      {DATA_KINDS.map((k) => (
        <KindSection key={k.id} kind={k} />
      ))}
    </SettingsFrame>
  );
}
