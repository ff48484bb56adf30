// Resource module: notifications (query keys, query hooks, mutations and cache updates).
export {};
