import { IconPlus, IconRoute, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { meQueryKey, useMe } from '../../../account/index.ts';
import { api, apiUrl } from '../../../api/index.ts';
import { describeError } from '../../../api/describe-error.ts';
import { t } from '../../../i18n/index.ts';
import { FormSection } from '../../../ui/controls/index.ts';
import { confirmDialog, LoadingView, TextInput, toast } from '../../../ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { checkAliases, localUserIdFromUri, MAX_ALIASES, normaliseAcct } from './aliases.ts';

function serverOrigin(): string {
  return new URL(apiUrl('/'), window.location.href).origin;
}

/** Shows each alsoKnownAs URI as an acct: local users by id, other URIs as they are. */
async function urisToAccts(uris: readonly string[], token: string): Promise<string[]> {
  const origin = serverOrigin();
  return Promise.all(
    uris.map(async (uri) => {
      const id = localUserIdFromUri(uri, origin);
      if (!id) return uri;
      try {
        const u = await api('users/show', { userId: id }, token);
        return 'username' in u ? `@${u.username}${u.host ? `@${u.host}` : ''}` : uri;
      } catch {
        return uri;
      }
    }),
  );
}

function AliasEditor({ token, accountId, uris }: { token: string; accountId: string; uris: string[] }) {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: ['alias-accts', accountId, uris],
    queryFn: () => urisToAccts(uris, token),
  });
  const [rows, setRows] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (current.data && rows === null) setRows(current.data.length ? current.data : ['']);
  }, [current.data, rows]);
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
    setSaving(true);
    try {
      const updated = await api('i/update', { alsoKnownAs: check.accts }, token);
      queryClient.setQueryData(meQueryKey(accountId), (m: object | undefined) =>
        m ? { ...m, ...updated } : m,
      );
      setRows(check.accts.length ? check.accts : ['']);
      toast(t('aliasesSaved'));
    } catch (e) {
      setError(describeError(e));
    } finally {
      setSaving(false);
    }
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
        <button type="button" className="kumo-button primary" disabled={saving} onClick={() => void save()}>
          {t('aliasesSave')}
        </button>
      </div>
      {error && (
        <p className="kumo-alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function MoveAccount({
  token,
  accountId,
  movedTo,
}: {
  token: string;
  accountId: string;
  movedTo: string | null;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (movedTo) return <p className="kumo-alert">{t('accountMovedShort')}</p>;

  const move = async () => {
    const acct = normaliseAcct(target);
    if (!acct) {
      setError(t('moveTargetInvalid'));
      return;
    }
    setError(null);
    if (!(await confirmDialog(t('moveConfirm', { acct }), t('moveConfirmTitle')))) return;
    setBusy(true);
    try {
      await api('i/move', { moveToAccount: acct }, token);
      await queryClient.invalidateQueries({ queryKey: meQueryKey(accountId) });
      toast(t('moveDone'));
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
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
        <button type="button" className="kumo-button danger" disabled={busy} onClick={() => void move()}>
          {t('moveAction')}
        </button>
      </div>
      {error && (
        <p className="kumo-alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** /secure/settings/migration: account aliases (alsoKnownAs) and moving this account to another one. */
export default function MigrationPage() {
  const { account, me } = useMe();
  return (
    <SettingsFrame title={t('settingsMigration')} icon={<IconRoute size={20} aria-hidden />}>
      {!account || !me ? (
        <LoadingView />
      ) : (
        <>
          <FormSection title={t('aliasesTitle')}>
            <AliasEditor token={account.token} accountId={account.id} uris={me.alsoKnownAs ?? []} />
          </FormSection>
          <FormSection title={t('moveTitle')}>
            <MoveAccount token={account.token} accountId={account.id} movedTo={me.movedTo} />
          </FormSection>
        </>
      )}
    </SettingsFrame>
  );
}
