import './post-form.css';

export { PostForm } from './PostForm.tsx';
export { canSubmit, remainingCounter } from './submit-rules.ts';
