// Resource module: announcements (query keys, query hooks, mutations and cache updates).
export {};
