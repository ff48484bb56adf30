// Resource module: webhooks (query keys, query hooks, mutations and cache updates).
export {};
