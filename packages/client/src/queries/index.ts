// The data layer: one module per server resource. Each exports its query keys, its query hooks,
// its mutations and its cache updates; pages read and change server data only through these.
export { PAGE_SIZE, pagedOptions, usePaged, pagedItems } from './paged.ts';
export type { PageCursor, PagedSpec, PagedData } from './paged.ts';
export { useApiMutation, type ApiMutationOptions } from './mutation.ts';
export * from './users.ts';
export * from './clips.ts';
export * from './notes.ts';
