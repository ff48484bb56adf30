import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMe } from '../../../account/index.ts';
import { api } from '../../../api/index.ts';
import { showApiError } from '../../../api/error-handler.ts';
import { lang, t } from '../../../i18n/index.ts';
import { UserName } from '../../../mfm/index.ts';
import { acctOf, profilePath } from '../../../note/index.ts';
import { Link } from '../../../router/index.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { LoadingView } from '../../../ui/LoadingView.tsx';
import { QueryErrorView } from '../../../list/index.ts';
import { toast } from '../../../ui/index.ts';
import { relationRows, type RelationListDef, type RelationRow } from './mute-block-lists.ts';

const PAGE = 30;

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
  const { account } = useMe();
  const token = account?.token ?? null;
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const queryKey = ['mute-block', def.kind, account?.id];
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      relationRows(await api(def.list as 'mute/list', { limit: PAGE, untilId: pageParam }, token)),
    getNextPageParam: (last: RelationRow[]) => (last.length < PAGE ? undefined : last[last.length - 1]!.id),
  });
  const remove = async (row: RelationRow) => {
    setBusy(row.id);
    try {
      await api(def.remove, { userId: row.user.id }, token);
      toast(t(def.removed));
      await client.invalidateQueries({ queryKey });
      void client.invalidateQueries({ queryKey: ['user'] });
    } catch (err) {
      await showApiError(err);
    } finally {
      setBusy(null);
    }
  };
  const rows = query.data?.pages.flat() ?? [];
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {rows.length === 0 && <p className="kumo-empty">{t(def.empty)}</p>}
      <ul className="kumo-mute-block-list" data-kind={def.kind}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={profilePath(row.user)} className="kumo-mute-block-user">
              <Avatar user={row.user} size={40} />
              <span className="kumo-mute-block-names">
                <strong>
                  <UserName user={row.user} />
                </strong>
                <span className="kumo-caption">@{acctOf(row.user)}</span>
                <span className="kumo-caption kumo-mute-block-when">{caption(def, row)}</span>
              </span>
            </Link>
            <button
              type="button"
              className="kumo-button"
              disabled={busy === row.id}
              onClick={() => void remove(row)}
              aria-label={`${t(def.removeLabel)}: @${acctOf(row.user)}`}
            >
              {t(def.removeLabel)}
            </button>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="kumo-timeline-end">
          <button
            type="button"
            className="kumo-button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
