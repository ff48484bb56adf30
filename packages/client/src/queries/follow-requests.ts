// Resource module: follow-requests (query keys, query hooks, mutations and cache updates).
export {};
