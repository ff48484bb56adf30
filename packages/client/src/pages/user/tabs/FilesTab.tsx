import { IconEyeOff, IconFile } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { PagedList } from '@/list/index.ts';
import { useUserFileNotes } from '@/queries/index.ts';

type Tile = { note: entities.Note; file: entities.DriveFile };

/** Every file of the notes, in note order, each tile leading to its note. */
function tilesOf(notes: entities.Note[]): Tile[] {
  return notes.flatMap((note) => (note.files ?? []).map((file) => ({ note, file })));
}

function FileTile({ note, file, hide }: Tile & { hide: boolean }) {
  const image = file.type.startsWith('image/') || file.type.startsWith('video/');
  const src = file.thumbnailUrl ?? (file.type.startsWith('image/') ? file.url : null);
  const label = file.comment || file.name;
  return (
    <li>
      <Link to={`/notes/${note.id}`} className="kumo-media-tile" data-note-id={note.id} title={label}>
        {image && src ? (
          <img
            src={src}
            alt={label}
            loading="lazy"
            decoding="async"
            className={hide ? 'sensitive' : undefined}
          />
        ) : (
          <span className="kumo-media-tile-file">
            <IconFile size={28} aria-hidden />
            <span>{file.name}</span>
          </span>
        )}
        {hide && (
          <span className="kumo-media-tile-sensitive">
            <IconEyeOff size={18} aria-hidden />
            <span className="kumo-visually-hidden">{t('sensitive')}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** The files tab: the media of the user's notes as a grid. */
export function FilesTab({ user }: { user: entities.UserDetailed }) {
  const list = useUserFileNotes(user.id);
  const nsfw = useSettingValue('nsfw');
  const hides = (file: entities.DriveFile) => nsfw === 'force' || (nsfw === 'respect' && file.isSensitive);
  return (
    <PagedList query={list} empty={t('profileNoFiles')}>
      {(notes) => (
        <ul className="kumo-media-grid">
          {tilesOf(notes).map((tile) => (
            <FileTile key={`${tile.note.id}-${tile.file.id}`} {...tile} hide={hides(tile.file)} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
