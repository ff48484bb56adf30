import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { PostFormOptions } from './post-form-options.ts';
import './post-form-placeholder.css';

/**
 * The post form's code (editor, autocomplete, emoji picker, uploads) is loaded on first use, so
 * the frame and the first notes of a timeline do not wait for it.
 */
let loaded = false;
const loadPostForm = () =>
  import('./form-code.ts').then((mod) => {
    loaded = true;
    return mod;
  });

/** Opens the post form as a modal dialog (see open-post-form.tsx), loading its code first. */
export async function openPostForm(options: PostFormOptions = {}): Promise<boolean> {
  const { openPostForm: open } = await loadPostForm();
  return open(options);
}

const PostForm = lazy(() => loadPostForm().then((m) => ({ default: m.PostForm })));

/** Calls `run` once the browser is idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * The inline post form at the top of a timeline. Its code is asked for once the page has been drawn
 * (the browser is idle); until it has arrived an empty panel of the same height holds its place, so
 * the notes below do not move when it appears.
 */
export function InlinePostForm(props: ComponentProps<typeof PostForm>) {
  const [wanted, setWanted] = useState(loaded);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true), 1000)), [wanted]);
  const placeholder = <div className="kumo-post-form-placeholder" aria-hidden="true" />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PostForm {...props} />
    </Suspense>
  );
}
