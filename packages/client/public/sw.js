/* Kumo's service worker (scope /). Spec P1 §4, §7: it is registered at start-up and told the
 * language; while the tab is hidden the client hands it notifications to show as system ones.
 * It caches nothing and does not touch requests. */
'use strict';

/** The UI language the client told us ('initialize'); used for the fallback title. */
let lang = 'en-US';

const FALLBACK_TITLE = {
  'en-US': 'New notification',
  'ja-JP': '新しい通知',
  'ja-KS': '新しい通知やで',
};

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only paths of this origin (or http(s) addresses on it) are opened from a notification. */
function sameOriginUrl(url) {
  try {
    const u = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return u.origin === self.location.origin ? u.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

function text(value, max) {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'initialize') {
    if (typeof data.lang === 'string') lang = data.lang;
    return;
  }
  if (data.type === 'notification') {
    const title = text(data.title, 200) || FALLBACK_TITLE[lang] || FALLBACK_TITLE['en-US'];
    const options = {
      body: text(data.body, 500),
      tag: text(data.tag, 100) || undefined,
      data: { url: sameOriginUrl(data.url) },
    };
    if (typeof data.icon === 'string' && /^(https?:\/\/|\/(?!\/))/.test(data.icon)) options.icon = data.icon;
    event.waitUntil(self.registration.showNotification(title, options));
  }
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const exact = windows.find((c) => c.url === url);
      if (exact) return exact.focus();
      const any = windows.find((c) => new URL(c.url).origin === self.location.origin);
      if (any) {
        const focused = await any.focus();
        // A controlled page can be sent to the address; otherwise open a new one.
        if (focused && 'navigate' in focused) {
          const moved = await focused.navigate(url).catch(() => null);
          if (moved) return moved;
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
