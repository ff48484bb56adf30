import { IconPlus, IconRoute, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { apiUrl } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useMoveAccount, useUpdateMe, useUsers } from '@/queries/index.ts';
import { FormSection, confirmDialog, LoadingView, TextInput, toast } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { FormProblem, showInline } from '../SettingsForm.tsx';
import { checkAliases, localUserIdFromUri, MAX_ALIASES, normaliseAcct } from './aliases.ts';

function serverOrigin(): string {
  return new URL(apiUrl('/'), window.location.href).origin;
}

/** Each alsoKnownAs URI as an acct: local users by their fetched name, other URIs as they are. */
function aliasAccts(uris: readonly string[], users: readonly entities.UserDetailed[]): string[] {
  const origin = serverOrigin();
  return uris.map((uri) => {
    const id = localUserIdFromUri(uri, origin);
    const u = id ? users.find((x) => x.id === id) : undefined;
    return u ? `@${u.username}${u.host ? `@${u.host}` : ''}` : uri;
  });
}

function AliasEditor({ uris }: { uris: string[] }) {
  const origin = serverOrigin();
  const localIds = uris.flatMap((uri) => localUserIdFromUri(uri, origin) ?? []);
  const users = useUsers(localIds);
  const [rows, setRows] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMe({ onError: showInline(setError) });
  const loaded = !users.isPending;
  useEffect(() => {
    if (!loaded || rows !== null) return;
    const accts = aliasAccts(uris, users.data ?? []);
    setRows(accts.length ? accts : ['']);
  }, [loaded, rows, uris, users.data]);
  if (rows === null) return <LoadingView />;

  const save = async () => {
    const check = checkAliases(rows);
    if (!check.ok) {
      setError(
        check.reason === 'tooMany'
          ? t('aliasTooMany', { max: String(MAX_ALIASES) })
          : t(check.reason === 'invalid' ? 'aliasInvalid' : 'aliasDuplicate', { n: String(check.index + 1) }),
      );
      return;
    }
    setError(null);
    if (!(await update.run({ alsoKnownAs: check.accts }))) return;
    setRows(check.accts.length ? check.accts : ['']);
    toast(t('aliasesSaved'));
  };

  return (
    <>
      <p className="kumo-caption">{t('aliasesCaption', { max: String(MAX_ALIASES) })}</p>
      <ol className="kumo-alias-list">
        {rows.map((row, i) => (
          <li key={i}>
            <TextInput
              value={row}
              onChange={(v) => setRows(rows.map((r, j) => (j === i ? v : r)))}
              label={t('aliasRowLabel', { n: String(i + 1) })}
              placeholder="@username@example.com"
              aria-invalid={row.trim() !== '' && normaliseAcct(row) === null}
            />
            <button
              type="button"
              className="kumo-button kumo-alias-remove"
              aria-label={t('aliasRemove', { n: String(i + 1) })}
              onClick={() => setRows(rows.length > 1 ? rows.filter((_, j) => j !== i) : [''])}
            >
              <IconTrash size={16} aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <div className="kumo-settings-actions">
        <button
          type="button"
          className="kumo-button"
          disabled={rows.length >= MAX_ALIASES}
          onClick={() => setRows([...rows, ''])}
        >
          <IconPlus size={16} aria-hidden />
          {t('aliasAdd')}
        </button>
        <button
          type="button"
          className="kumo-button primary"
          disabled={update.isPending}
          onClick={() => void save()}
        >
          {t('aliasesSave')}
        </button>
      </div>
      <FormProblem text={error} />
    </>
  );
}

function MoveAccount({ movedTo }: { movedTo: string | null }) {
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moveTo = useMoveAccount({ onError: showInline(setError) });
  if (movedTo) return <p className="kumo-alert">{t('accountMovedShort')}</p>;

  const move = async () => {
    const acct = normaliseAcct(target);
    if (!acct) {
      setError(t('moveTargetInvalid'));
      return;
    }
    setError(null);
    if (!(await confirmDialog(t('moveConfirm', { acct }), t('moveConfirmTitle')))) return;
    if (await moveTo.run(acct)) toast(t('moveDone'));
  };
  return (
    <>
      <p className="kumo-caption">{t('moveCaption')}</p>
      <TextInput
        value={target}
        onChange={setTarget}
        label={t('moveTarget')}
        placeholder="@username@example.com"
      />
      <div className="kumo-settings-actions">
        <button
          type="button"
          className="kumo-button danger"
          disabled={moveTo.isPending}
          onClick={() => void move()}
        >
          {t('moveAction')}
        </button>
      </div>
      <FormProblem text={error} />
    </>
  );
}

/** /secure/settings/migration: account aliases (alsoKnownAs) and moving this account to another one. */
export default function MigrationPage() {
  const { me } = useMe();
  return (
    <SettingsFrame title={t('settingsMigration')} icon={<IconRoute size={20} aria-hidden />}>
      {!me ? (
        <LoadingView />
      ) : (
        <>
          <FormSection title={t('aliasesTitle')}>
            <AliasEditor uris={me.alsoKnownAs ?? []} />
          </FormSection>
          <FormSection title={t('moveTitle')}>
            <MoveAccount movedTo={me.movedTo} />
          </FormSection>
        </>
      )}
    </SettingsFrame>
  );
}
