import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconList, IconTimeline, IconTrash, IconUserPlus } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { useMe } from '../../account/index.ts';
import { api, ApiCallError } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import { pickUser } from '../../post-form/UserPicker.tsx';
import { Link, navigate, type PageProps } from '../../router/index.ts';
import { FormSection, Switch } from '../../ui/controls/index.ts';
import { confirmDialog, LoadingView, PageHeader, TextInput, toast } from '../../ui/index.ts';
import { QueryErrorView } from '../../list/index.ts';
import { ListMembers } from './ListMembers.tsx';
import { useListMembers } from './use-list-members.ts';
import './lists.css';

/** /secure/my/lists/{listId}: rename the list, make it public, add and remove members. */
export default function ListPage({ params }: PageProps) {
  const listId = params.listId ?? '';
  const { account } = useMe();
  const token = account?.token ?? null;
  const queryClient = useQueryClient();
  const key = ['user-list', listId, account?.id];
  const list = useQuery({ queryKey: key, queryFn: () => api('users/lists/show', { listId }, token) });
  const members = useListMembers(listId, token);
  const [name, setName] = useState('');
  useEffect(() => {
    if (list.data) setName(list.data.name);
  }, [list.data]);

  const update = (next: entities.UserList) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: ['user-lists'] });
  };
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (e) {
      const already = e instanceof ApiCallError && e.error.code === 'ALREADY_ADDED';
      toast(already ? t('listAlreadyAdded') : describeError(e));
    }
  };
  const rename = () =>
    run(async () => {
      const next = await api('users/lists/update', { listId, name: name.trim() }, token);
      update(next);
      toast(t('listSaved'));
    });
  const setPublic = (isPublic: boolean) =>
    run(async () => update(await api('users/lists/update', { listId, isPublic }, token)));
  const add = () =>
    run(async () => {
      const user = await pickUser(token);
      if (!user || !list.data) return;
      await api('users/lists/push', { listId, userId: user.id }, token);
      update({ ...list.data, userIds: [...(list.data.userIds ?? []), user.id] });
      void members.refetch();
    });
  const remove = (user: entities.UserLite) =>
    run(async () => {
      if (!list.data) return;
      await api('users/lists/pull', { listId, userId: user.id }, token);
      update({ ...list.data, userIds: (list.data.userIds ?? []).filter((id) => id !== user.id) });
      void members.refetch();
    });
  const toggleReplies = (user: entities.UserLite, withReplies: boolean) =>
    run(async () => {
      await api('users/lists/update-membership', { listId, userId: user.id, withReplies }, token);
      void members.refetch();
    });
  const destroy = () =>
    run(async () => {
      if (!list.data || !(await confirmDialog(t('listDeleteConfirm', { name: list.data.name })))) return;
      await api('users/lists/delete', { listId }, token);
      void queryClient.invalidateQueries({ queryKey: ['user-lists'] });
      navigate('/secure/my/lists');
    });

  return (
    <>
      <PageHeader title={list.data?.name ?? t('userLists')} icon={<IconList size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-lists-page">
        {list.isPending && <LoadingView />}
        {list.isError && <QueryErrorView error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && (
          <>
            <div className="kumo-lists-actions">
              <Link className="kumo-button" to={`/secure/timeline/list/${listId}`}>
                <IconTimeline size={16} aria-hidden />
                {t('listOpenTimeline')}
              </Link>
            </div>
            <FormSection title={t('listSettings')}>
              <form
                className="kumo-inline-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  void rename();
                }}
              >
                <TextInput label={t('listName')} value={name} onChange={setName} maxLength={100} required />
                <button
                  type="submit"
                  className="kumo-button primary"
                  disabled={name.trim() === '' || name.trim() === list.data.name}
                >
                  {t('save')}
                </button>
              </form>
              <Switch
                checked={list.data.isPublic}
                onChange={(v) => void setPublic(v)}
                label={t('listPublic')}
                caption={t('listPublicCaption')}
              />
            </FormSection>
            <FormSection title={`${t('listMembers')} (${list.data.userIds?.length ?? 0})`}>
              <div>
                <button type="button" className="kumo-button primary" onClick={() => void add()}>
                  <IconUserPlus size={16} aria-hidden />
                  {t('listAddMember')}
                </button>
              </div>
              {members.isPending && <LoadingView />}
              {members.data?.length === 0 && <p className="kumo-caption">{t('listNoMembers')}</p>}
              {members.data && members.data.length > 0 && (
                <ListMembers
                  members={members.data}
                  onRemove={(u) => void remove(u)}
                  onToggleReplies={(u, v) => void toggleReplies(u, v)}
                />
              )}
            </FormSection>
            <div className="kumo-lists-danger">
              <button type="button" className="kumo-button danger" onClick={() => void destroy()}>
                <IconTrash size={16} aria-hidden />
                {t('listDelete')}
              </button>
            </div>
          </>
        )}
      </div>
    </>
  );
}
