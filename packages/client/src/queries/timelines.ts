// Resource module: timelines (query keys, query hooks, mutations and cache updates).
export {};
