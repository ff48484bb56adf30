import type { entities } from 'misskey-js';
import { MediaList } from '@/media/index.ts';

/** The files attached to a note (see media/): gallery, players, download links, full-screen viewer. */
export function NoteMedia({ files }: { files: entities.DriveFile[]; note?: entities.Note }) {
  if (files.length === 0) return null;
  return <MediaList files={files} />;
}
