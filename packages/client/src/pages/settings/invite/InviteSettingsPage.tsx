import { IconCopy, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { lang, t } from '@/i18n/index.ts';
import { acctOf, profilePath, Link } from '@/router/index.ts';
import { FormSection, confirmDialog, toast, LoadingView } from '@/ui/index.ts';
import { PagedList } from '@/list/index.ts';
import { useCreateInvite, useDeleteInvite, useInviteLimit, useInvites } from '@/queries/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { FormProblem } from '../SettingsForm.tsx';
import { canDeleteInvite, inviteErrorText, inviteState } from './invite-state.ts';
import './invite.css';

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

function InviteManager() {
  const [created, setCreated] = useState<entities.InviteCode | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const limit = useInviteLimit();
  const list = useInvites();
  const createCode = useCreateInvite({
    onError: (err) => {
      setProblem(inviteErrorText(err));
      return true;
    },
  });
  const deleteCode = useDeleteInvite({
    onError: (err) => {
      toast(inviteErrorText(err));
      return true;
    },
  });

  const create = async () => {
    setProblem(null);
    const done = await createCode.run();
    if (done) setCreated(done.result);
  };
  const remove = async (code: entities.InviteCode) => {
    if (!(await confirmDialog(t('inviteDeleteConfirm', { code: code.code })))) return;
    if (!(await deleteCode.run(code.id))) return;
    toast(t('inviteDeleted'));
    if (created?.id === code.id) setCreated(null);
  };

  const remaining = limit.data?.remaining;
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
            disabled={createCode.isPending || remaining === 0}
            onClick={() => void create()}
          >
            <IconPlus size={16} aria-hidden />
            {t('inviteCreate')}
          </button>
        </div>
        <FormProblem text={problem} />
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
        <PagedList query={list} empty={<p className="kumo-caption">{t('inviteNone')}</p>}>
          {(codes) => (
            <ul className="kumo-invite-list" aria-label={t('inviteListTitle')}>
              {codes.map((code) => (
                <InviteRow key={code.id} code={code} onDelete={() => void remove(code)} />
              ))}
            </ul>
          )}
        </PagedList>
      </FormSection>
    </>
  );
}

/** /secure/settings/invite: create invitation codes, see who used them, delete unused ones. */
export default function InviteSettingsPage() {
  const { me } = useMe();
  let body;
  if (!me) body = <LoadingView />;
  // administrators may always invite, as Misskey lets them past the canInvite policy
  else if (!me.policies.canInvite && !me.isAdmin)
    body = (
      <FormSection>
        <p className="kumo-caption" role="note">
          {t('inviteNotAllowed')}
        </p>
      </FormSection>
    );
  else body = <InviteManager />;
  return (
    <SettingsFrame title={t('settingsInvite')} icon={<IconTicket size={20} aria-hidden />}>
      <p className="kumo-caption kumo-invite-intro">{t('inviteIntro')}</p>
      {body}
    </SettingsFrame>
  );
}
