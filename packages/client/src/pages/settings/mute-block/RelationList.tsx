import { lang, t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { acctOf } from '@/router/index.ts';
import { useRelations, useUndoRelation, type RelationRow } from '@/queries/index.ts';
import { toast } from '@/ui/index.ts';
import { UserRow } from '@/user-card/index.ts';
import type { RelationListDef } from './mute-block-lists.ts';

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function caption(def: RelationListDef, row: RelationRow): string {
  if (def.kind === 'mutes')
    return row.expiresAt ? t('mutesUntil', { date: formatDate(row.expiresAt) }) : t('mutesIndefinite');
  return t('mutesSince', { date: formatDate(row.createdAt) });
}

/** One paged list (mutes, renote mutes or blocks), each user with a button to undo it. */
export function RelationList({ def }: { def: RelationListDef }) {
  const query = useRelations(def.kind);
  const undo = useUndoRelation(def.kind);
  const undoing = undo.isPending ? undo.variables : null;
  const remove = async (row: RelationRow) => {
    if (await undo.run(row.user.id)) toast(t(def.removed));
  };
  return (
    <>
      <PagedList query={query} empty={t(def.empty)}>
        {(rows) => (
          <ul className="kumo-user-rows" data-kind={def.kind}>
            {rows.map((row) => (
              <UserRow
                key={row.id}
                user={row.user}
                caption={caption(def, row)}
                actions={
                  <button
                    type="button"
                    className="kumo-button"
                    disabled={undoing === row.user.id}
                    onClick={() => void remove(row)}
                    aria-label={`${t(def.removeLabel)}: @${acctOf(row.user)}`}
                  >
                    {t(def.removeLabel)}
                  </button>
                }
              />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
