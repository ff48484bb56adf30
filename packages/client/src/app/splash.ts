/**
 * Spec P1 §4, the end of start-up: the service worker is registered and told the language, then
 * the splash screen fades out. The registration is started, not waited for: the page is up.
 */
export function finishStartup(
  lang: string,
  registerServiceWorker: (lang: string) => Promise<unknown>,
  doc: Document = document,
): void {
  void registerServiceWorker(lang).catch(() => undefined);
  const splash = doc.getElementById('splash');
  if (splash) {
    splash.classList.add('gone');
    setTimeout(() => splash.remove(), 300);
  }
}
