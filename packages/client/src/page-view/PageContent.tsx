import type { entities } from 'misskey-js';
import { MediaList } from '@/media/index.ts';
import { ReadOnlyPolls } from '@/note/index.ts';
import { PageBlocks } from './PageBlocks.tsx';
import './page-view.css';

/**
 * A page as its readers see it: the eye-catching image, the title and the blocks, in the page's
 * font (serif or sans-serif) and, when the author asked, centred.
 */
export function PageContent({ page, preview = false }: { page: entities.Page; preview?: boolean }) {
  const files = new Map(page.attachedFiles.map((f) => [f.id, f]));
  return (
    <article
      className={`kumo-page-content ${page.font === 'serif' ? 'serif' : 'sans-serif'}${page.alignCenter ? ' centred' : ''}`}
    >
      {page.eyeCatchingImage && (
        <div className="kumo-page-eyecatch">
          <MediaList files={[page.eyeCatchingImage]} />
        </div>
      )}
      <h2 className="kumo-page-title">{page.title || page.name}</h2>
      {page.summary && <p className="kumo-page-summary">{page.summary}</p>}
      {/* in the editor's preview a note block's poll is read-only: a preview takes no vote */}
      <ReadOnlyPolls value={preview}>
        <PageBlocks blocks={page.content} files={files} author={page.user} depth={0} />
      </ReadOnlyPolls>
    </article>
  );
}
