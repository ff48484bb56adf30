// Resource module: drive (query keys, query hooks, mutations and cache updates).
export {};
