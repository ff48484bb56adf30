import { describeError } from '../api/index.ts';
import { t } from '../i18n/index.ts';

/** A list that could not load: what went wrong, and a way to try again. */
export function QueryErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="kumo-empty" role="alert">
      <p>{describeError(error)}</p>
      <button type="button" className="kumo-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
