// Resource module: registry (query keys, query hooks, mutations and cache updates).
export {};
