import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingView } from '@/ui/index.ts';
import { QueryErrorView } from './QueryErrorView.tsx';

/** One query's three states: loading, the one failed-query view, and `children` drawn from its data. */
export function QueryView<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isError' | 'error' | 'data' | 'refetch'>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <LoadingView />;
  return <>{children(query.data)}</>;
}
