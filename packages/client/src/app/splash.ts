/** How long the splash waits for the service worker's registration before it fades all the same. */
export const SPLASH_WORKER_WAIT_MS = 1000;

/**
 * Spec P1 §4, the end of start-up: the service worker is registered and told the language, then
 * the splash screen fades out. A registration that takes longer than SPLASH_WORKER_WAIT_MS (a slow
 * server) goes on behind the page rather than holding the splash over it; one that fails is no
 * reason to keep the splash either.
 */
export async function finishStartup(
  lang: string,
  registerServiceWorker: (lang: string) => Promise<unknown>,
  doc: Document = document,
): Promise<void> {
  await Promise.race([
    registerServiceWorker(lang).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SPLASH_WORKER_WAIT_MS)),
  ]);
  const splash = doc.getElementById('splash');
  if (splash) {
    splash.classList.add('gone');
    setTimeout(() => splash.remove(), 300);
  }
}
