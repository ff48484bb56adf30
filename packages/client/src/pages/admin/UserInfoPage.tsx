import { IconKey, IconUserCheck, IconUserOff, IconUserShield } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { UserName } from '@/mfm/index.ts';
import { RelativeTime } from '@/note/index.ts';
import {
  useAdminResetPassword,
  useAdminUser,
  useSuspendUser,
  useUpdateUserNote,
  useUser,
  type AdminUserInfo,
} from '@/queries/index.ts';
import { Link, profilePath, type PageProps } from '@/router/index.ts';
import {
  Avatar,
  confirmDialog,
  FormSection,
  openDialog,
  PageHeader,
  TextSaveForm,
  toast,
} from '@/ui/index.ts';
import { UserDangerZone } from './UserDangerZone.tsx';
import { UserRoles } from './UserRoles.tsx';
import './admin.css';

function Facts({ user, info }: { user: entities.UserDetailed | undefined; info: AdminUserInfo }) {
  return (
    <dl className="kumo-admin-facts">
      {user && (
        <>
          <dt>{t('adminUserCreated')}</dt>
          <dd>
            <RelativeTime date={user.createdAt} />
          </dd>
        </>
      )}
      <dt>{t('adminUserLastActive')}</dt>
      <dd>{info.lastActiveDate ? <RelativeTime date={info.lastActiveDate} /> : t('adminUserNever')}</dd>
      <dt>{t('adminUserEmail')}</dt>
      <dd>
        {info.email
          ? `${info.email} (${t(info.emailVerified ? 'adminUserEmailVerified' : 'adminUserEmailUnverified')})`
          : t('adminUserNoEmail')}
      </dd>
      <dt>{t('adminUserState')}</dt>
      <dd>{t(info.isSuspended ? 'adminUsersState_suspended' : 'adminUserActive')}</dd>
    </dl>
  );
}

function NoteEditor({ userId, note }: { userId: string; note: string }) {
  const save = useUpdateUserNote();
  return (
    <TextSaveForm
      label={t('adminUserNote')}
      caption={t('adminUserNoteCaption')}
      saved={note}
      pending={save.isPending}
      onSave={(text) => void save.run({ userId, text }).then((r) => r && toast(t('adminUserNoteSaved')))}
    />
  );
}

function Signins({ info }: { info: AdminUserInfo }) {
  if (info.signins.length === 0) return <p className="kumo-caption">{t('adminUserNoSignins')}</p>;
  return (
    <ul className="kumo-admin-list" aria-label={t('adminUserSignins')}>
      {info.signins.map((s) => (
        <li key={s.id} className="kumo-admin-card">
          <RelativeTime date={s.createdAt} /> · {s.ip} ·{' '}
          {t(s.success ? 'adminUserSigninOk' : 'adminUserSigninFailed')}
        </li>
      ))}
    </ul>
  );
}

function UserInfo({ userId, info }: { userId: string; info: AdminUserInfo }) {
  const user = useUser({ id: userId, username: '', host: null }).data;
  const suspend = useSuspendUser();
  const reset = useAdminResetPassword();
  const name = user ? `@${user.username}` : userId;
  const { me } = useMe();

  const toggleSuspend = async () => {
    const on = !info.isSuspended;
    if (!(await confirmDialog(t(on ? 'adminUserSuspendConfirm' : 'adminUserUnsuspendConfirm', { name }))))
      return;
    if (await suspend.run({ userId, suspend: on }))
      toast(t(on ? 'adminUserSuspended' : 'adminUserUnsuspended', { name }));
  };
  const resetPassword = async () => {
    if (!(await confirmDialog(t('adminUserResetConfirm', { name })))) return;
    const done = await reset.run(userId);
    if (done)
      await openDialog({
        type: 'success',
        title: t('adminUserResetDone', { name }),
        text: t('adminUserResetPassword', { password: done.result.password }),
      });
  };

  return (
    <div className="kumo-page-body kumo-admin-page">
      {user && (
        <Link className="kumo-admin-card kumo-admin-user-row" to={profilePath(user)}>
          <Avatar user={user} size={48} />
          <span className="kumo-admin-user-text">
            <b>
              <UserName user={user} />
            </b>
            <span className="kumo-caption">{name}</span>
          </span>
        </Link>
      )}
      <FormSection title={t('adminUserAccount')}>
        <Facts user={user} info={info} />
      </FormSection>
      <FormSection title={t('adminUserRoles')}>
        <UserRoles userId={userId} name={name} info={info} />
      </FormSection>
      <FormSection title={t('adminUserModeration')}>
        <div className="kumo-admin-actions">
          <button
            type="button"
            className={info.isSuspended ? 'kumo-button' : 'kumo-button danger'}
            disabled={suspend.isPending}
            onClick={() => void toggleSuspend()}
          >
            {info.isSuspended ? (
              <IconUserCheck size={18} aria-hidden />
            ) : (
              <IconUserOff size={18} aria-hidden />
            )}
            {t(info.isSuspended ? 'adminUserUnsuspend' : 'adminUserSuspend')}
          </button>
          <button
            type="button"
            className="kumo-button"
            disabled={reset.isPending}
            onClick={() => void resetPassword()}
          >
            <IconKey size={18} aria-hidden />
            {t('adminUserReset')}
          </button>
        </div>
        <NoteEditor key={info.moderationNote} userId={userId} note={info.moderationNote} />
      </FormSection>
      {user && (
        <FormSection title={t('adminUserContent')}>
          <div className="kumo-admin-actions">
            <Link className="kumo-button" to={profilePath(user)}>
              {t('adminUserNotes', { n: user.notesCount })}
            </Link>
            <Link className="kumo-button" to={`/admin/files?user=${encodeURIComponent(user.username)}`}>
              {t('adminUserFiles')}
            </Link>
          </div>
          <UserDangerZone userId={userId} username={user.username} isAdmin={me?.isAdmin === true} />
        </FormSection>
      )}
      <FormSection title={t('adminUserSignins')}>
        <Signins info={info} />
      </FormSection>
    </div>
  );
}

/** /secure/user-info/{userId}: a moderator's view of one account, with suspend, password reset and the moderators' note. */
export default function UserInfoPage({ params }: PageProps) {
  const userId = params.userId!;
  const info = useAdminUser(userId);
  return (
    <>
      <PageHeader title={t('adminUserInfo')} icon={<IconUserShield size={20} aria-hidden />} />
      <QueryView query={info}>{(data) => <UserInfo userId={userId} info={data} />}</QueryView>
    </>
  );
}
