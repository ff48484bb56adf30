import { IconNotes } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { PagedList } from '@/list/index.ts';
import { useUserPages } from '@/queries/index.ts';

/** The pages tab: the user's Pages, each leading to /@{username}/pages/{name}. */
export function PagesTab({ user }: { user: entities.UserDetailed }) {
  const list = useUserPages(user.id);
  return (
    <PagedList query={list} empty={t('profileNoPages')}>
      {(pages) => (
        <ul className="kumo-profile-cards">
          {pages.map((page) => (
            <li key={page.id}>
              <Link
                to={`/@${user.username}/pages/${encodeURIComponent(page.name)}`}
                className="kumo-profile-card"
              >
                <strong>
                  <IconNotes size={16} aria-hidden /> {page.title}
                </strong>
                {page.summary && <span className="kumo-profile-card-text">{page.summary}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
