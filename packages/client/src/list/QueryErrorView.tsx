import { ApiCallError, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';

/** The server says the thing asked for does not exist (Misskey's NO_SUCH_… codes): trying again won't help. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiCallError && error.error.code.startsWith('NO_SUCH_');
}

/** A query that could not load: what went wrong, and a way to try again (unless the thing is missing). */
export function QueryErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isMissing(error);
  return (
    <div className="kumo-empty" role="alert">
      {missing && <h2>{t('notFound')}</h2>}
      <p>{describeError(error)}</p>
      {!missing && (
        <button type="button" className="kumo-button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
