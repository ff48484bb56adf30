import { IconDatabase, IconTrash } from '@tabler/icons-react';
import JSON5 from 'json5';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { useRegistryValue, useRemoveRegistryKey, useSetRegistryValue } from '@/queries/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import { parseJson5 } from '@/theme/index.ts';
import { confirmDialog, PageHeader, TextArea, toast } from '@/ui/index.ts';
import { pathParts, scopePath } from './registry-path.ts';
import './registry.css';

/** /secure/registry/value/system/{scope…}/{key}: one value as JSON5, to read, change or delete. */
export default function RegistryValuePage({ params }: PageProps) {
  const parts = pathParts(params.path);
  const key = parts.at(-1) ?? '';
  const scope = parts.slice(0, -1);
  const value = useRegistryValue(scope, key);
  return (
    <>
      <PageHeader title={key} icon={<IconDatabase size={20} aria-hidden />} />
      <div className="kumo-page-body">
        <p className="kumo-caption">{t('registryScope', { scope: scope.join(' / ') })}</p>
        <QueryView query={value}>
          {(detail) => (
            <ValueEditor
              key={detail.updatedAt}
              scope={scope}
              entryKey={key}
              initial={JSON5.stringify(detail.value, null, 2)}
              updatedAt={detail.updatedAt}
            />
          )}
        </QueryView>
      </div>
    </>
  );
}

interface EditorProps {
  scope: string[];
  entryKey: string;
  initial: string;
  updatedAt: string;
}

function ValueEditor({ scope, entryKey, initial, updatedAt }: EditorProps) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetRegistryValue();
  const remove = useRemoveRegistryKey();

  const onSave = async () => {
    let parsed: unknown;
    try {
      parsed = parseJson5(text);
    } catch (err) {
      // nothing is sent: the stored value stays as it was
      setProblem(t('registryInvalidValue', { reason: (err as Error).message }));
      return;
    }
    setProblem(null);
    if (await save.run({ scope, key: entryKey, value: parsed })) toast(t('registrySaved'));
  };
  const onDelete = async () => {
    if (!(await confirmDialog(t('registryDeleteConfirm', { key: entryKey })))) return;
    if (await remove.run({ scope, key: entryKey })) navigate(scopePath(scope));
  };

  return (
    <div className="kumo-registry-editor">
      <TextArea
        label={t('registryValue')}
        value={text}
        onChange={setText}
        rows={12}
        spellCheck={false}
        className="kumo-code-input"
        aria-invalid={problem ? true : undefined}
        caption={
          <>
            {t('registryUpdated')} <RelativeTime date={updatedAt} />
          </>
        }
      />
      {problem && (
        <p className="kumo-field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="kumo-registry-actions">
        <button
          type="button"
          className="kumo-button primary"
          disabled={save.isPending}
          onClick={() => void onSave()}
        >
          {t('registrySave')}
        </button>
        <button
          type="button"
          className="kumo-button danger"
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          <IconTrash size={16} aria-hidden />
          {t('registryDelete')}
        </button>
      </div>
    </div>
  );
}
