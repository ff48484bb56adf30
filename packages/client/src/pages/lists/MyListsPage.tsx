import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconList, IconPlus, IconTrash } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import { Link, navigate } from '../../router/index.ts';
import { confirmDialog, inputText, LoadingView, PageHeader, toast } from '../../ui/index.ts';
import { QueryErrorView } from '../../list/index.ts';
import './lists.css';

/** /secure/my/lists: the user's lists; create and delete them, open one to manage its members. */
export default function MyListsPage() {
  const { account } = useMe();
  const token = account?.token ?? null;
  const queryClient = useQueryClient();
  const key = ['user-lists', account?.id];
  const lists = useQuery({ queryKey: key, queryFn: () => api('users/lists/list', {}, token) });

  const create = async () => {
    const { canceled, result } = await inputText({
      title: t('listNamePrompt'),
      minLength: 1,
      maxLength: 100,
    });
    if (canceled || !result.trim()) return;
    try {
      const list = await api('users/lists/create', { name: result.trim() }, token);
      await queryClient.invalidateQueries({ queryKey: key });
      navigate(`/secure/my/lists/${list.id}`);
    } catch (e) {
      toast(describeError(e));
    }
  };
  const remove = async (list: entities.UserList) => {
    if (!(await confirmDialog(t('listDeleteConfirm', { name: list.name })))) return;
    try {
      await api('users/lists/delete', { listId: list.id }, token);
      queryClient.setQueryData<entities.UserList[]>(key, (old) => old?.filter((l) => l.id !== list.id));
    } catch (e) {
      toast(describeError(e));
    }
  };

  return (
    <>
      <PageHeader title={t('userLists')} icon={<IconList size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-lists-page">
        <div className="kumo-lists-actions">
          <button type="button" className="kumo-button primary" onClick={() => void create()}>
            <IconPlus size={16} aria-hidden />
            {t('listCreate')}
          </button>
        </div>
        {lists.isPending && <LoadingView />}
        {lists.isError && <QueryErrorView error={lists.error} onRetry={() => void lists.refetch()} />}
        {lists.data?.length === 0 && <p className="kumo-empty">{t('listNone')}</p>}
        {lists.data && lists.data.length > 0 && (
          <ul className="kumo-entity-list">
            {lists.data.map((list) => (
              <li key={list.id} className="kumo-entity-row">
                <Link className="kumo-entity-main" to={`/secure/my/lists/${list.id}`}>
                  <span className="kumo-entity-icon" aria-hidden>
                    <IconList size={18} />
                  </span>
                  <span className="kumo-entity-text">
                    <b>{list.name}</b>
                    <span className="kumo-caption">
                      {t('listMembersCount', { n: String(list.userIds?.length ?? 0) })}
                    </span>
                  </span>
                </Link>
                <Link className="kumo-button" to={`/secure/timeline/list/${list.id}`}>
                  {t('listOpenTimeline')}
                </Link>
                <button
                  type="button"
                  className="kumo-icon-button"
                  aria-label={t('listDelete')}
                  title={t('listDelete')}
                  onClick={() => void remove(list)}
                >
                  <IconTrash size={18} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
