/* Kumo's service worker (scope /). Spec P1 §4, §7: it is registered at start-up and told the
 * language; while the tab is hidden the client hands it notifications to show as system ones.
 * Offline shell (issue 15): it keeps the app's page and its hashed assets, so that Kumo starts
 * without the server and says that the server cannot be reached. The API, the stream and media are
 * never cached: they always go to the network. */
'use strict';

/** The UI language the client told us ('initialize'); used for the fallback title. */
let lang = 'en-US';

const FALLBACK_TITLE = {
  'en-US': 'New notification',
  'ja-JP': '新しい通知',
  'ja-KS': '新しい通知やで',
};

const SHELL_CACHE = 'kumo-shell-v1';
/** The app's page (every route answers it) is kept under this one key. */
const SHELL_KEY = '/';

/** Same-origin, hashed (so never changing) files of the built client. */
function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

/** Same-origin files of the page that keep their name across versions (the icon, the app icons). */
function isStatic(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname === '/favicon.svg' || url.pathname.startsWith('/icons/'))
  );
}

/** Keeps the page and the scripts and styles it names (the entry and its preloads). */
async function keepShell(page) {
  const cache = await caches.open(SHELL_CACHE);
  const html = await page.clone().text();
  await cache.put(SHELL_KEY, page);
  const named = [...html.matchAll(/(?:src|href)="(\/(?:assets\/|icons\/|favicon)[^"]+)"/g)].map((m) => m[1]);
  await Promise.all(named.map((a) => cache.add(a).catch(() => undefined)));
}

/** Keeps files the page has loaded already (told by the page: lazy chunks, the translation). */
async function keepAssets(urls) {
  const cache = await caches.open(SHELL_CACHE);
  const wanted = urls
    .map((u) => {
      try {
        return new URL(u, self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((u) => u && isAsset(u))
    .slice(0, 500);
  await Promise.all(
    wanted.map(async (u) => {
      if (!(await cache.match(u.href))) await cache.add(u.href).catch(() => undefined);
    }),
  );
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(
    fetch(SHELL_KEY, { cache: 'no-cache' })
      .then((page) => (page.ok ? keepShell(page) : undefined))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('kumo-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Keeps a page the server answered, when it differs from the kept one (a new client version). */
async function keepPage(page) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(SHELL_KEY);
  if (kept && (await kept.text()) === (await page.clone().text())) return;
  // the old version's files are dropped with it
  if (kept) await caches.delete(SHELL_CACHE);
  await keepShell(page);
}

/** Pages: the network first (and kept), the kept page when the server cannot be reached. */
async function openPage(event) {
  try {
    const page = await fetch(event.request);
    const type = page.headers.get('content-type') || '';
    if (page.ok && type.startsWith('text/html'))
      event.waitUntil(keepPage(page.clone()).catch(() => undefined));
    return page;
  } catch {
    const kept = await caches.match(SHELL_KEY);
    return kept || Response.error();
  }
}

/** Files that keep their name: the network first (and kept), the kept copy when it cannot be reached. */
async function openStatic(event) {
  try {
    const answer = await fetch(event.request);
    if (answer.ok) {
      const copy = answer.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(event.request, copy)));
    }
    return answer;
  } catch {
    return (await caches.match(event.request)) || Response.error();
  }
}

/** Hashed assets: from the cache when there, else from the network (and kept). */
async function openAsset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(openPage(event));
  else if (isAsset(url)) event.respondWith(openAsset(request));
  else if (isStatic(url)) event.respondWith(openStatic(event));
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
    if (data.sentences && typeof data.sentences === 'object')
      event.waitUntil(keepState({ lang, sentences: data.sentences }));
    return;
  }
  if (data.type === 'keep') {
    if (Array.isArray(data.urls)) event.waitUntil(keepAssets(data.urls.filter((u) => typeof u === 'string')));
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
    // a notification the browser refuses is said to the page that handed it, not lost silently
    event.waitUntil(
      self.registration.showNotification(title, options).catch((err) => {
        if (event.source) event.source.postMessage({ type: 'notification-failed', reason: String(err) });
      }),
    );
  }
});

/* Push (issue 15): the server sends `{ type, body, userId, dateTime }` (as Misskey does) even when
 * no tab is open; the wording comes from the client ('initialize'), kept in the cache storage. */
const STATE_CACHE = 'kumo-sw-state';
const STATE_KEY = '/__kumo-sw/state';

async function keepState(state) {
  const cache = await caches.open(STATE_CACHE);
  await cache.put(
    STATE_KEY,
    new Response(JSON.stringify(state), { headers: { 'content-type': 'application/json' } }),
  );
}

async function keptState() {
  try {
    const kept = await (await caches.open(STATE_CACHE)).match(STATE_KEY);
    const state = kept ? await kept.json() : null;
    return state && typeof state === 'object' ? state : { lang, sentences: {} };
  } catch {
    return { lang, sentences: {} };
  }
}

/** The user's name as a notification names them: the display name, else the username. */
function nameOf(user) {
  return text(user && (user.name || user.username), 100);
}

/** A chat message still unread (newChatMessage) as a system notification, leading to its conversation. */
function pushedChatMessage(m, state) {
  const sentences = (state && state.sentences) || {};
  const user = m.fromUser && typeof m.fromUser === 'object' ? m.fromUser : null;
  const room = m.toRoom && typeof m.toRoom === 'object' ? m.toRoom : null;
  const roomId =
    typeof m.toRoomId === 'string' ? m.toRoomId : room && typeof room.id === 'string' ? room.id : null;
  const template = roomId ? sentences.newChatMessageInRoom : sentences.newChatMessage;
  const title =
    typeof template === 'string'
      ? template.replace('{name}', nameOf(user)).replace('{room}', text(room && room.name, 100))
      : '';
  const url = roomId
    ? `/chat/room/${encodeURIComponent(roomId)}`
    : user && typeof user.id === 'string'
      ? `/chat/user/${encodeURIComponent(user.id)}`
      : '/chat';
  // one notification per conversation: a second message replaces the first
  const group = `chat:${roomId || (user && user.id) || m.id}`;
  return { title, body: text(m.text || '', 500), url, group, icon: user && user.avatarUrl };
}

/** A pushed notification as a system one: what happened as the title, the note as the body. */
function pushedNotification(n, state) {
  const sentences = (state && state.sentences) || {};
  const user = n.user && typeof n.user === 'object' ? n.user : null;
  const note = n.note && typeof n.note === 'object' ? n.note : null;
  const shown =
    note && n.type === 'renote' && note.renote && typeof note.renote === 'object' ? note.renote : note;
  const template = typeof sentences[n.type] === 'string' ? sentences[n.type] : sentences['*'];
  const title =
    n.type === 'app'
      ? text(n.header, 200)
      : typeof template === 'string'
        ? template.replace('{name}', nameOf(user))
        : '';
  const body = n.type === 'app' ? text(n.body, 500) : shown ? text(shown.cw || shown.text || '', 500) : '';
  let url = '/secure/my/notifications';
  if (shown && typeof shown.id === 'string') url = `/notes/${encodeURIComponent(shown.id)}`;
  else if (
    user &&
    typeof user.username === 'string' &&
    ['follow', 'receiveFollowRequest', 'followRequestAccepted'].includes(n.type)
  )
    url = `/@${user.username}${user.host ? `@${user.host}` : ''}`;
  // one notification per note and kind: a second reaction to a note replaces the first
  const group = `${text(n.type, 40)}:${(shown && shown.id) || (user && user.id) || n.id}`;
  const icon = n.type === 'app' ? n.icon : user && user.avatarUrl;
  return { title, body, url, group, icon };
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message !== 'object') return;
  event.waitUntil(
    (async () => {
      if (message.type === 'readAllNotifications') {
        for (const shown of await self.registration.getNotifications()) shown.close();
        return;
      }
      const known = message.type === 'notification' || message.type === 'newChatMessage';
      if (!known || !message.body || typeof message.body !== 'object') return;
      // a tab in view shows its own pop-up
      const windows = await self.clients.matchAll({ type: 'window' });
      if (windows.some((w) => w.visibilityState === 'visible')) return;
      const state = await keptState();
      const n =
        message.type === 'newChatMessage'
          ? pushedChatMessage(message.body, state)
          : pushedNotification(message.body, state);
      const options = {
        body: n.body,
        tag: n.group,
        renotify: true,
        data: { url: sameOriginUrl(n.url) },
      };
      if (typeof n.icon === 'string' && /^https?:\/\//.test(n.icon)) options.icon = n.icon;
      const title = n.title || FALLBACK_TITLE[state.lang] || FALLBACK_TITLE['en-US'];
      await self.registration.showNotification(title, options);
    })(),
  );
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
