// Resource module: auth (query keys, query hooks, mutations and cache updates).
export {};
