// The post form's code, loaded on first use through lazy.tsx (never imported statically from outside).
import './post-form.css';

export { PostForm } from './PostForm.tsx';
export { openPostForm } from './open-post-form.tsx';
