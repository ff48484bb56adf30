// Resource module: my points (`points/*`), on servers that offer them (the `points` server
// feature; Misskey itself has none).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/index.ts';
import { usePaged } from './paged.ts';

const pointKeys = {
  all: ['points'] as const,
  summary: () => [...pointKeys.all, 'summary'] as const,
  history: () => [...pointKeys.all, 'history'] as const,
};

/** My balance, whether the server awards points now, and what earns them. */
export function usePointsSummary() {
  const api = useApi();
  return useQuery({ queryKey: pointKeys.summary(), queryFn: () => api('points/show', {}) });
}

/** What I earned, newest first. */
export function usePointsHistory() {
  const api = useApi();
  return usePaged({ queryKey: pointKeys.history(), fetch: (q) => api('points/history', q) });
}
