// Resource module: antennas (query keys, query hooks, mutations and cache updates).
export {};
