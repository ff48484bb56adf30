import { lazy, Suspense, type ComponentProps } from 'react';
import type { PostFormOptions } from './post-form-options.ts';
import './post-form-placeholder.css';

/**
 * The post form's code (editor, autocomplete, emoji picker, uploads) is loaded on first use, so
 * the frame and the first notes of a timeline do not wait for it.
 */
const loadPostForm = () => import('./index.ts');

/** Opens the post form as a modal dialog (see open-post-form.tsx), loading its code first. */
export async function openPostForm(options: PostFormOptions = {}): Promise<boolean> {
  const { openPostForm: open } = await loadPostForm();
  return open(options);
}

const PostForm = lazy(() => loadPostForm().then((m) => ({ default: m.PostForm })));

/**
 * The inline post form at the top of a timeline. Until its code has arrived an empty panel of the
 * same height holds its place, so the notes below do not move when it appears.
 */
export function InlinePostForm(props: ComponentProps<typeof PostForm>) {
  return (
    <Suspense fallback={<div className="kumo-post-form-placeholder" aria-hidden="true" />}>
      <PostForm {...props} />
    </Suspense>
  );
}
