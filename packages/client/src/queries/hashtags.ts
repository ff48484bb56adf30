// Resource module: hashtags (query keys, query hooks, mutations and cache updates).
export {};
