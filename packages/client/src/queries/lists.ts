// Resource module: lists (query keys, query hooks, mutations and cache updates).
export {};
