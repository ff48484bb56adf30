// Resource module: admin (query keys, query hooks, mutations and cache updates).
export {};
