import { IconPaperclip } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { Link } from '@/router/index.ts';
import { PagedList } from '@/list/index.ts';
import { useUserClips } from '@/queries/index.ts';

/** The clips tab: the user's public clips, each leading to its page. */
export function ClipsTab({ user }: { user: entities.UserDetailed }) {
  const list = useUserClips(user.id);
  return (
    <PagedList query={list} empty={t('profileNoClips')}>
      {(clips) => (
        <ul className="kumo-profile-cards">
          {clips.map((clip) => (
            <li key={clip.id}>
              <Link to={`/clips/${clip.id}`} className="kumo-profile-card">
                <strong>
                  <IconPaperclip size={16} aria-hidden /> {clip.name}
                </strong>
                {clip.description && (
                  <span className="kumo-profile-card-text">
                    <Mfm text={clip.description} plain nowrap />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
