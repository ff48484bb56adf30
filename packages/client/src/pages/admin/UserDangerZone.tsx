import { IconFilesOff, IconTrash } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { useDeleteAllFilesOfUser, useDeleteAccount, useEndpoints } from '@/queries/index.ts';
import { navigate } from '@/router/index.ts';
import { confirmDialog, inputText, openDialog, toast } from '@/ui/index.ts';

/**
 * Deleting all of an account's files (moderators) and the account itself (administrators, after
 * typing its username). Shown only where the server has the endpoints.
 */
export function UserDangerZone({
  userId,
  username,
  isAdmin,
}: {
  userId: string;
  username: string;
  isAdmin: boolean;
}) {
  const endpoints = useEndpoints();
  const deleteFiles = useDeleteAllFilesOfUser();
  const deleteAccount = useDeleteAccount();
  const name = `@${username}`;
  const canDeleteFiles = endpoints?.includes('admin/delete-all-files-of-a-user') ?? false;
  const canDeleteAccount = isAdmin && (endpoints?.includes('admin/delete-account') ?? false);
  if (!canDeleteFiles && !canDeleteAccount) return null;

  const removeFiles = async () => {
    if (!(await confirmDialog(t('adminUserDeleteFilesConfirm', { name })))) return;
    if (await deleteFiles.run(userId)) toast(t('adminUserFilesDeleted', { name }));
  };
  const removeAccount = async () => {
    const typed = await inputText({
      title: t('adminUserDeleteAccountTitle', { name }),
      text: t('adminUserDeleteAccountText', { username }),
      placeholder: username,
    });
    if (typed.canceled) return;
    if (typed.result.trim().replace(/^@/, '') !== username) {
      await openDialog({ type: 'error', text: t('adminUserDeleteAccountMismatch') });
      return;
    }
    if (await deleteAccount.run(userId)) {
      toast(t('adminUserAccountDeleted', { name }));
      navigate('/admin/users');
    }
  };
  return (
    <div className="kumo-admin-actions">
      {canDeleteFiles && (
        <button
          type="button"
          className="kumo-button danger"
          disabled={deleteFiles.isPending}
          onClick={() => void removeFiles()}
        >
          <IconFilesOff size={18} aria-hidden />
          {t('adminUserDeleteFiles')}
        </button>
      )}
      {canDeleteAccount && (
        <button
          type="button"
          className="kumo-button danger"
          disabled={deleteAccount.isPending}
          onClick={() => void removeAccount()}
        >
          <IconTrash size={18} aria-hidden />
          {t('adminUserDeleteAccount')}
        </button>
      )}
    </div>
  );
}
