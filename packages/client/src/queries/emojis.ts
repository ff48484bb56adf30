// Resource module: emojis (query keys, query hooks, mutations and cache updates).
export {};
