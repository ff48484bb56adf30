// Resource module: account (query keys, query hooks, mutations and cache updates).
export {};
