import { IconList, IconTimeline, IconTrash, IconUserPlus } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { ApiCallError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { PagedList, QueryView } from '@/list/index.ts';
import { pickUser } from '@/post-form/index.ts';
import {
  useAddListMember,
  useDeleteList,
  useList,
  useListMembers,
  useRemoveListMember,
  useUpdateList,
  useUpdateListMembership,
} from '@/queries/index.ts';
import { Link, navigate, type PageProps } from '@/router/index.ts';
import { FormSection, Switch, confirmDialog, PageHeader, TextInput, toast } from '@/ui/index.ts';
import { ListMembers } from './ListMembers.tsx';

/** A user already in the list is said in a toast rather than an error dialog. */
const alreadyAdded = (e: unknown) => {
  if (!(e instanceof ApiCallError && e.error.code === 'ALREADY_ADDED')) return false;
  toast(t('listAlreadyAdded'));
  return true;
};

/** /secure/my/lists/{listId}: rename the list, make it public, add and remove members. */
export default function ListPage({ params }: PageProps) {
  const listId = params.listId ?? '';
  const list = useList(listId);
  const members = useListMembers(listId);
  const updateList = useUpdateList();
  const deleteList = useDeleteList();
  const addMember = useAddListMember({ onError: alreadyAdded });
  const removeMember = useRemoveListMember();
  const updateMembership = useUpdateListMembership();
  const [name, setName] = useState('');
  useEffect(() => {
    if (list.data) setName(list.data.name);
  }, [list.data]);

  const rename = async () => {
    if (await updateList.run({ listId, name: name.trim() })) toast(t('listSaved'));
  };
  const setPublic = (isPublic: boolean) => updateList.run({ listId, isPublic });
  const add = async () => {
    const user = await pickUser();
    if (user) await addMember.run({ listId, userId: user.id });
  };
  const remove = (user: entities.UserLite) => removeMember.run({ listId, userId: user.id });
  const toggleReplies = (user: entities.UserLite, withReplies: boolean) =>
    updateMembership.run({ listId, userId: user.id, withReplies });
  const destroy = async () => {
    if (!list.data || !(await confirmDialog(t('listDeleteConfirm', { name: list.data.name })))) return;
    if (await deleteList.run(listId)) navigate('/secure/my/lists');
  };

  return (
    <>
      <PageHeader title={list.data?.name ?? t('userLists')} icon={<IconList size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-lists-page">
        <QueryView query={list}>
          {(data) => (
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
                    disabled={name.trim() === '' || name.trim() === data.name}
                  >
                    {t('save')}
                  </button>
                </form>
                <Switch
                  checked={data.isPublic}
                  onChange={(v) => void setPublic(v)}
                  label={t('listPublic')}
                  caption={t('listPublicCaption')}
                />
              </FormSection>
              <FormSection title={`${t('listMembers')} (${data.userIds?.length ?? 0})`}>
                <div>
                  <button type="button" className="kumo-button primary" onClick={() => void add()}>
                    <IconUserPlus size={16} aria-hidden />
                    {t('listAddMember')}
                  </button>
                </div>
                <PagedList query={members} empty={t('listNoMembers')}>
                  {(items) => (
                    <ListMembers
                      members={items}
                      onRemove={(u) => void remove(u)}
                      onToggleReplies={(u, v) => void toggleReplies(u, v)}
                    />
                  )}
                </PagedList>
              </FormSection>
              <div className="kumo-lists-danger">
                <button type="button" className="kumo-button danger" onClick={() => void destroy()}>
                  <IconTrash size={16} aria-hidden />
                  {t('listDelete')}
                </button>
              </div>
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
