import type { entities } from 'misskey-js';

/** What a server offers for collecting its users' client errors (Misskey's `sentryForFrontend`). */
export type ErrorReportConfig = NonNullable<entities.MetaDetailed['sentryForFrontend']>;

interface Reporter {
  init(options: Record<string, unknown>): unknown;
  close(): unknown;
}

/**
 * Spec P1 §3 `reportError`: when the user agrees and the server offers an error collector, the
 * client's uncaught errors are sent there (Sentry, loaded only then). Turning the setting off or a
 * server without a collector stops sending. Returns the stop function.
 */
export function startErrorReports(
  config: ErrorReportConfig,
  load: () => Promise<Reporter> = () => import('@sentry/browser'),
): () => void {
  let stopped = false;
  let reporter: Reporter | null = null;
  void load()
    .then((r) => {
      if (stopped) return;
      reporter = r;
      r.init({
        ...config.options,
        release: `kumo@${__KUMO_VERSION__}`,
        // what the user typed and who they are stay out of the report
        sendDefaultPii: false,
      });
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    void reporter?.close();
  };
}
