/** Registers the service worker after start-up; its code (and the push subscription's) loads only then. */
export async function loadServiceWorker(lang: string): Promise<boolean> {
  const { registerServiceWorker } = await import('./browser-notification.ts');
  return registerServiceWorker(lang);
}
