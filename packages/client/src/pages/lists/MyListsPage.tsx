import { IconList, IconPlus, IconTrash } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { EntityRow, PagedList } from '@/list/index.ts';
import { useCreateList, useDeleteList, useMyLists } from '@/queries/index.ts';
import { Link, navigate } from '@/router/index.ts';
import { confirmDialog, inputText, PageHeader, IconButton } from '@/ui/index.ts';

/** /secure/my/lists: the user's lists; create and delete them, open one to manage its members. */
export default function MyListsPage() {
  const lists = useMyLists();
  const createList = useCreateList();
  const deleteList = useDeleteList();

  const create = async () => {
    const { canceled, result } = await inputText({
      title: t('listNamePrompt'),
      minLength: 1,
      maxLength: 100,
    });
    if (canceled || !result.trim()) return;
    const done = await createList.run(result.trim());
    if (done) navigate(`/secure/my/lists/${done.result.id}`);
  };
  const remove = async (list: entities.UserList) => {
    if (!(await confirmDialog(t('listDeleteConfirm', { name: list.name })))) return;
    await deleteList.run(list.id);
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
        <PagedList query={lists} empty={t('listNone')}>
          {(items) => (
            <ul className="kumo-entity-list">
              {items.map((list) => (
                <EntityRow
                  key={list.id}
                  to={`/secure/my/lists/${list.id}`}
                  icon={IconList}
                  title={list.name}
                  actions={
                    <>
                      <Link className="kumo-button" to={`/secure/timeline/list/${list.id}`}>
                        {t('listOpenTimeline')}
                      </Link>
                      <IconButton
                        label={t('listDelete')}
                        icon={IconTrash}
                        size={18}
                        onClick={() => void remove(list)}
                      />
                    </>
                  }
                >
                  <span className="kumo-caption">
                    {t('listMembersCount', { n: String(list.userIds?.length ?? 0) })}
                  </span>
                </EntityRow>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}
