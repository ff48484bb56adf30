// Resource module: channels (query keys, query hooks, mutations and cache updates).
export {};
