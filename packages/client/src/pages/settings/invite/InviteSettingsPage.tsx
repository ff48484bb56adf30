import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCopy, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe } from '../../../account/index.ts';
import { api } from '../../../api/index.ts';
import { lang, t } from '../../../i18n/index.ts';
import { acctOf, profilePath } from '../../../note/index.ts';
import { Link } from '../../../router/index.ts';
import { FormSection } from '../../../ui/controls/index.ts';
import { confirmDialog, toast } from '../../../ui/index.ts';
import { LoadingView } from '../../../ui/LoadingView.tsx';
import { QueryErrorView } from '../../../list/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { canDeleteInvite, inviteErrorText, inviteState } from './invite-state.ts';
import './invite.css';

const PAGE = 30;

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast(t('copiedToClipboard'));
  } catch {
    toast(t('copyFailed'));
  }
}

function CopyButton({ code }: { code: string }) {
  return (
    <button
      type="button"
      className="kumo-button"
      onClick={() => void copy(code)}
      aria-label={t('inviteCopyCode', { code })}
    >
      <IconCopy size={16} aria-hidden />
      {t('inviteCopy')}
    </button>
  );
}

function InviteRow({ code, onDelete }: { code: entities.InviteCode; onDelete: () => void }) {
  const state = inviteState(code);
  return (
    <li className="kumo-invite-row" data-state={state}>
      <div className="kumo-invite-head">
        <code className="kumo-invite-code">{code.code}</code>
        <span className="kumo-invite-badge" data-state={state}>
          {t(`inviteState.${state}`)}
        </span>
      </div>
      <dl className="kumo-invite-facts">
        <div>
          <dt>{t('inviteCreatedAt')}</dt>
          <dd>{formatDate(code.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('inviteExpiresAt')}</dt>
          <dd>{code.expiresAt ? formatDate(code.expiresAt) : t('policyNoExpiry')}</dd>
        </div>
        {code.used && (
          <div>
            <dt>{t('inviteUsedBy')}</dt>
            <dd>
              {code.usedBy ? <Link to={profilePath(code.usedBy)}>@{acctOf(code.usedBy)}</Link> : '—'}
              {code.usedAt && ` (${formatDate(code.usedAt)})`}
            </dd>
          </div>
        )}
      </dl>
      <div className="kumo-settings-actions">
        {state === 'active' && <CopyButton code={code.code} />}
        {canDeleteInvite(code) && (
          <button
            type="button"
            className="kumo-button danger"
            onClick={onDelete}
            aria-label={t('inviteDeleteCode', { code: code.code })}
          >
            <IconTrash size={16} aria-hidden />
            {t('inviteDelete')}
          </button>
        )}
      </div>
    </li>
  );
}

function InviteManager({ token, accountId }: { token: string; accountId: string }) {
  const client = useQueryClient();
  const [created, setCreated] = useState<entities.InviteCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const limitKey = ['invite-limit', accountId];
  const listKey = ['invite-list', accountId];
  const limit = useQuery({ queryKey: limitKey, queryFn: () => api('invite/limit', {}, token) });
  const list = useInfiniteQuery({
    queryKey: listKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api('invite/list', { limit: PAGE, untilId: pageParam }, token),
    getNextPageParam: (last) => (last.length < PAGE ? undefined : last[last.length - 1]!.id),
  });
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: limitKey }),
      client.invalidateQueries({ queryKey: listKey }),
    ]);
  };

  const create = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setCreated(await api('invite/create', {}, token));
      await refresh();
    } catch (err) {
      setProblem(inviteErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (code: entities.InviteCode) => {
    if (!(await confirmDialog(t('inviteDeleteConfirm', { code: code.code })))) return;
    try {
      await api('invite/delete', { inviteId: code.id }, token);
      toast(t('inviteDeleted'));
      if (created?.id === code.id) setCreated(null);
    } catch (err) {
      toast(inviteErrorText(err));
    }
    await refresh();
  };

  const remaining = limit.data?.remaining;
  const codes = list.data?.pages.flat() ?? [];
  return (
    <>
      <FormSection title={t('inviteCreateTitle')}>
        <p className="kumo-caption">
          {remaining == null ? t('inviteUnlimited') : t('inviteRemaining', { n: String(remaining) })}
        </p>
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button primary"
            disabled={busy || remaining === 0}
            onClick={() => void create()}
          >
            <IconPlus size={16} aria-hidden />
            {t('inviteCreate')}
          </button>
        </div>
        {problem && (
          <p className="kumo-alert" role="alert">
            {problem}
          </p>
        )}
        {created && (
          <div className="kumo-invite-new" role="status">
            <span>{t('inviteCreatedNotice')}</span>
            <code className="kumo-invite-code" data-testid="new-invite-code">
              {created.code}
            </code>
            <CopyButton code={created.code} />
          </div>
        )}
      </FormSection>
      <FormSection title={t('inviteListTitle')}>
        {list.isPending && <LoadingView />}
        {list.isError && <QueryErrorView error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && codes.length === 0 && <p className="kumo-caption">{t('inviteNone')}</p>}
        {codes.length > 0 && (
          <ul className="kumo-invite-list" aria-label={t('inviteListTitle')}>
            {codes.map((code) => (
              <InviteRow key={code.id} code={code} onDelete={() => void remove(code)} />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <button
            type="button"
            className="kumo-button"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('loadMore')}
          </button>
        )}
      </FormSection>
    </>
  );
}

/** /secure/settings/invite: create invitation codes, see who used them, delete unused ones. */
export default function InviteSettingsPage() {
  const { me, account } = useMe();
  let body;
  if (!me || !account) body = <LoadingView />;
  // administrators may always invite, as Misskey lets them past the canInvite policy
  else if (!me.policies.canInvite && !me.isAdmin)
    body = (
      <FormSection>
        <p className="kumo-caption" role="note">
          {t('inviteNotAllowed')}
        </p>
      </FormSection>
    );
  else body = <InviteManager token={account.token} accountId={account.id} />;
  return (
    <SettingsFrame title={t('settingsInvite')} icon={<IconTicket size={20} aria-hidden />}>
      <p className="kumo-caption kumo-invite-intro">{t('inviteIntro')}</p>
      {body}
    </SettingsFrame>
  );
}
