/** Misskey Pages as cards (lists, a profile's tab) and as their content (the viewer, the editor's preview). */
export { PageCards } from './PageCard.tsx';
export { PageContent } from './PageContent.tsx';
export { pagePath } from './page-path.ts';
