import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { MediaList } from '@/media/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { NoteView } from '@/note/index.ts';
import { useNote } from '@/queries/index.ts';

/** Sections nest; past this depth their titles stay the smallest heading. */
const MAX_HEADING = 6;

interface BlocksProps {
  blocks: entities.PageBlock[];
  files: Map<string, entities.DriveFile>;
  author: entities.UserLite;
  depth: number;
}

function NoteBlock({ noteId }: { noteId: string }) {
  const note = useNote(noteId);
  if (note.isError) return <p className="kumo-page-block-missing">{t('pageNoteMissing')}</p>;
  return note.data ? <NoteView note={note.data} /> : null;
}

function Block({ block, files, author, depth }: Omit<BlocksProps, 'blocks'> & { block: entities.PageBlock }) {
  switch (block.type) {
    case 'text':
      return (
        <div className="kumo-page-block-text">
          <Mfm text={block.text} author={author} />
        </div>
      );
    case 'section': {
      const Heading = `h${Math.min(MAX_HEADING, depth + 3)}` as 'h3';
      return (
        <section className="kumo-page-block-section">
          <Heading>{block.title}</Heading>
          <PageBlocks blocks={block.children} files={files} author={author} depth={depth + 1} />
        </section>
      );
    }
    case 'image': {
      const file = block.fileId ? files.get(block.fileId) : undefined;
      return file ? (
        <div className="kumo-page-block-image">
          <MediaList files={[file]} />
        </div>
      ) : null;
    }
    case 'note':
      return block.note ? (
        <div className="kumo-page-block-note">
          <NoteBlock noteId={block.note} />
        </div>
      ) : null;
    default:
      // blocks of the old page format (buttons, variables…) have no reader view, as in Misskey
      return null;
  }
}

/** A page's blocks in order; a section draws its own blocks one level deeper. */
export function PageBlocks({ blocks, ...rest }: BlocksProps) {
  return (
    <>
      {blocks.map((block) => (
        <Block key={block.id} block={block} {...rest} />
      ))}
    </>
  );
}
