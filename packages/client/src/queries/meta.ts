// Resource module: meta (query keys, query hooks, mutations and cache updates).
export {};
