import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { showApiError, useApi, type Api } from '@/api/index.ts';

export interface ApiMutationOptions<V, R> {
  /** Updates the cache with the answer (the query cache is where every view reads it). */
  onSuccess?: (result: R, vars: V, queryClient: QueryClient) => unknown;
  /**
   * Handles a failure itself; return true when it did. Anything else goes to the generic API
   * error handler (spec P2 §8), the one error path for actions.
   */
  onError?: (error: unknown, vars: V) => boolean | Promise<boolean>;
}

/**
 * A change made through the API as the signed-in account. `run(vars)` resolves to `{ result }`, or
 * to null when the call failed (the failure has been shown by then); `isPending` is the busy flag.
 */
export function useApiMutation<V, R>(
  call: (api: Api, vars: V) => Promise<R>,
  options: ApiMutationOptions<V, R> = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation<R, unknown, V>({
    mutationFn: (vars) => call(api, vars),
    onSuccess: (result, vars) => options.onSuccess?.(result, vars, queryClient),
  });
  const run = async (vars: V): Promise<{ result: R } | null> => {
    try {
      return { result: await mutation.mutateAsync(vars) };
    } catch (error) {
      if (!(await options.onError?.(error, vars))) await showApiError(error);
      return null;
    }
  };
  return { ...mutation, run };
}
