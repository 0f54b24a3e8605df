// The skillgames service worker: keeps every file of this version in the browser, so that after
// one visit the whole site (every game at every level, saves, statistics, review) works with the
// network off. `cargo xtask dist` writes VERSION, FILES and LATER: every build with a change has
// a new VERSION, so the browser installs it beside the running one.
const VERSION = '{{version}}';
// What the home page needs: kept on installing.
const FILES = {{files}};
// The other pages' pieces and the computer player: on a first visit, kept as they are fetched
// and all of them once the page says it has loaded ('keep-all', from offline.js), so that the
// first visit downloads only the home page before it works; on an update, kept on installing.
const LATER = {{later}};
const CACHE = `skillgames-${VERSION}`;
// Files kept once the page has fetched them (each board's puzzles, only for players who open them),
// and carried into each new version for those players.
const LAZY = {{lazy}};
const lazyUrl = (name) => new URL(name, self.registration.scope).href;

self.addEventListener('install', (event) => {
  // All or nothing: if one file cannot be fetched, this version is not installed and the one
  // running stays in charge (a half-downloaded update never replaces a working one).
  event.waitUntil((async () => {
    const kept = [];
    for (const name of LAZY) {
      if (await caches.match(lazyUrl(name))) kept.push(name);
    }
    // A player who had an earlier version has had the whole site before: keep it all again.
    const updating = (await caches.keys()).some((key) => key.startsWith('skillgames-'));
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.concat(kept, updating ? LATER : []));
  })());
});

// A language's catalogue: its core (`i18n-<code>-<hash>.ftl`, every page's texts) and its
// parts (`i18n-<code>.<part>-<hash>.ftl`, fetched with the pages that use them).
const CORE_CATALOGUE = /^i18n-([^.]+)-[0-9a-f]+\.ftl$/;
const CATALOGUE_PART = /^i18n-([^.]+)\.[a-z]+-[0-9a-f]+\.ftl$/;

/** Keeps every file of LATER not kept yet, and the catalogue parts of the languages kept: the
 * other pages work offline in the player's language too. */
async function keepAll() {
  const cache = await caches.open(CACHE);
  const languages = new Set();
  for (const name of LAZY) {
    const core = CORE_CATALOGUE.exec(name);
    if (core && (await cache.match(lazyUrl(name)))) languages.add(core[1]);
  }
  const parts = LAZY.filter((name) => languages.has(CATALOGUE_PART.exec(name)?.[1]));
  const missing = [];
  for (const name of LATER.concat(parts)) {
    if (!(await cache.match(lazyUrl(name)))) missing.push(name);
  }
  await cache.addAll(missing);
}

/** Keeps the files of LAZY among `names` that are not kept yet (a page's language). */
async function keepLazy(names) {
  const cache = await caches.open(CACHE);
  for (const name of names) {
    const url = lazyUrl(name);
    if (LAZY.some((lazy) => lazyUrl(lazy) === url) && !(await cache.match(url))) await cache.add(url);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const keys = await caches.keys();
    await Promise.all(keys
      .filter((key) => key.startsWith('skillgames-') && key !== CACHE)
      .map((key) => caches.delete(key)));
    await self.clients.claim();
  })());
});

// A new version waits until the player accepts the page's offer to reload (or every tab of the
// old one has closed): the old version keeps running undisturbed until then.
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
  if (Array.isArray(event.data?.keep)) {
    event.waitUntil(keepLazy(event.data.keep.filter((name) => typeof name === 'string')).catch(
      (error) => console.warn('skillgames: the language could not be kept for offline use:', error),
    ));
  }
  if (event.data === 'keep-all') {
    event.waitUntil(keepAll().then(
      () => event.source?.postMessage('kept-all'),
      (error) => console.warn('skillgames: not every file could be kept for offline use:', error),
    ));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // Every navigation is the one page (the app routes in the address's fragment).
  const navigation = request.mode === 'navigate';
  event.respondWith((async () => {
    const hit = await caches.match(navigation ? './' : request, { ignoreSearch: navigation });
    if (hit) return hit;
    if (LAZY.concat(LATER).some((name) => lazyUrl(name) === request.url)) {
      const response = await fetch(request);
      if (response.ok) {
        const cache = await caches.open(CACHE);
        await cache.put(request, response.clone());
      }
      return response;
    }
    return fetch(request);
  })());
});

// Web Push (issue 30): the server sends {title, body, url, tag, kind}, encrypted for this
// device. One notification per game (its tag): a new one replaces the last.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' ? message.title : 'skillgames';
  event.waitUntil(self.registration.showNotification(title, {
    body: typeof message.body === 'string' ? message.body : '',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    renotify: true,
    icon: new URL('icon.svg', self.registration.scope).href,
    data: { url: safeUrl(message.url) },
  }));
});

/** The page a notification opens: an address of this site only, else its home page. */
function safeUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.registration.scope);
    if (target.origin === self.location.origin) return target.href;
  } catch { /* not an address */ }
  return self.registration.scope;
}

// A click opens the game: in a window of the site already open (focused), else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safeUrl(event.notification.data?.url);
  const opening = (async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (open) {
      const moved = await open.navigate(url).catch(() => null);
      if (!moved) open.postMessage({ open: url });
      await open.focus().catch(() => {});
      return;
    }
    await self.clients.openWindow(url);
  })();
  // An event the browser did not make (a test's) cannot be extended: the work goes on anyway.
  try {
    event.waitUntil(opening);
  } catch { /* not the browser's event */ }
});
