import { useServerCheck } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import { ResultPicture } from '@/ui/index.ts';
import { PageLoadError } from './lazy-page.ts';
import styles from './RouteErrorView.module.css';

const TROUBLESHOOTING_URL = 'https://misskey-hub.net/docs/for-users/resources/troubleshooting/';

export type LoadErrorCause = 'serverDown' | 'newVersion' | 'other';

/**
 * Spec P1 §8: which hint the route error view shows. The meta call failing means the server is down.
 * A server that ships this client names its version (`2025.4.0+kumo.0.1.0`, as the local instance
 * does): another client version there means a newer client is available, as the spec compares them.
 * Another server's version says nothing of this client, so there a version other than the one this
 * page loaded with is what tells that the server, and with it perhaps the client, was updated.
 */
export function loadErrorCause(
  serverVersion: string | null,
  loadedVersion: string | null,
  clientVersion: string = __KUMO_VERSION__,
): LoadErrorCause {
  if (serverVersion === null) return 'serverDown';
  const served = /\+kumo\.(.+)$/.exec(serverVersion)?.[1];
  if (served !== undefined) return served === clientVersion ? 'other' : 'newVersion';
  if (loadedVersion !== null && serverVersion !== loadedVersion) return 'newVersion';
  return 'other';
}

/**
 * Spec P1 §8: the view in place of a page that failed. A page whose code could not be loaded gets
 * the spec's hints, from a fresh look at the server (never an earlier answer); a page that failed
 * while drawing is a bug, and says so rather than blaming the network.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const loadedVersion = localStorage.getItem('version');
  const check = useServerCheck();
  const cause = check.isFetching
    ? null
    : loadErrorCause(check.isError ? null : (check.data?.version ?? null), loadedVersion);
  const loadFailed = error instanceof PageLoadError;
  return (
    <section className={styles.view} role="alert" data-page-state="error">
      <ResultPicture kind="error" src={check.data?.serverErrorImageUrl} />
      <h1 className={styles.title}>{t(loadFailed ? 'pageLoadError' : 'pageRenderError')}</h1>
      {loadFailed && cause === 'serverDown' && <p>{t('serverIsDead')}</p>}
      {cause === 'newVersion' && (
        <>
          <p>{t('newVersionOfClientAvailable')}</p>
          <p>{t('youShouldUpgradeClient')}</p>
        </>
      )}
      {loadFailed && cause === 'other' && <p>{t('pageLoadErrorDescription')}</p>}
      {!loadFailed && cause !== 'newVersion' && <p>{t('pageRenderErrorDescription')}</p>}
      <div className={styles.actions}>
        <button type="button" className="kumo-button primary" onClick={() => location.reload()}>
          {t('reload')}
        </button>
        <a className="kumo-button" href={TROUBLESHOOTING_URL} target="_blank" rel="noopener noreferrer">
          {t('troubleshooting')}
        </a>
      </div>
      <pre className={styles.raw}>
        {t('errorLabel')}: {error instanceof Error ? `${error.name}: ${error.message}` : String(error)}
      </pre>
    </section>
  );
}
