// The skillgames service worker: keeps every file of this version in the browser, so that after
// one visit the whole site (every game at every level, saves, statistics, review) works with the
// network off. `cargo xtask dist` writes VERSION and FILES: every build with a change has a new
// VERSION, so the browser installs it beside the running one.
const VERSION = '{{version}}';
const FILES = {{files}};
const CACHE = `skillgames-${VERSION}`;
// Files kept once the page has fetched them (the puzzles, only for players who open them),
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
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.concat(kept));
  })());
});

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
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // Every navigation is the one page (the app routes in the address's fragment).
  const navigation = request.mode === 'navigate';
  event.respondWith((async () => {
    const hit = await caches.match(navigation ? './' : request, { ignoreSearch: navigation });
    if (hit) return hit;
    if (LAZY.some((name) => lazyUrl(name) === request.url)) {
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
