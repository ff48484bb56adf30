// The data layer: one module per server resource. Each exports its query keys, its query hooks,
// its mutations and its cache updates; pages read and change server data only through these.
export { PAGE_SIZE, pagedOptions, usePaged, pagedItems } from './paged.ts';
export type { PageCursor, PagedSpec, PagedData } from './paged.ts';
export { useApiMutation, type ApiMutationOptions } from './mutation.ts';
export * from './users.ts';
export * from './clips.ts';
export * from './notes.ts';
export * from './notifications.ts';
export * from './follow-requests.ts';
export * from './hashtags.ts';
export * from './lists.ts';
export * from './antennas.ts';
export * from './channels.ts';
export * from './timelines.ts';
export * from './roles.ts';
export * from './emojis.ts';
export * from './drive.ts';
export * from './account.ts';
export * from './webhooks.ts';
export * from './admin.ts';
export * from './auth.ts';
export * from './meta.ts';
export * from './announcements.ts';
export * from './registry.ts';
export * from './share.ts';
export * from './relations.ts';
export * from './features.ts';
export * from './search.ts';
