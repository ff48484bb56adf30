import type { Page } from 'playwright-core';

/** The stored draft of the plain post form, read from the client's IndexedDB database. */
export function storedDraft(page: Page, accountId: string): Promise<{ text?: string; cw?: string } | null> {
  return page.evaluate(
    (key) =>
      new Promise<{ text?: string; cw?: string } | null>((resolve, reject) => {
        const open = indexedDB.open('kumo-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction('drafts').objectStore('drafts').get(key);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            db.close();
            const value = get.result as { data?: { text?: string; cw?: string } } | undefined;
            resolve(value?.data ?? null);
          };
        };
      }),
    `${accountId}:note`,
  );
}
