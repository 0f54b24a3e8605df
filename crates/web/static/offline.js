// Registers the service worker (sw.js) that lets the site work offline, and offers a reload
// when a new version has been installed beside the running one.
const OFFER_ID = 'update-offer';

// The page's words (i18n.js formats them once the app has its catalogue), or English before.
const say = (id, english) => globalThis.skillgamesSay?.(id) ?? english;

function offer(worker) {
  if (document.getElementById(OFFER_ID)) return;
  const box = document.createElement('div');
  box.id = OFFER_ID;
  box.className = 'notices update-offer';
  box.setAttribute('role', 'status');
  const notice = document.createElement('div');
  notice.className = 'notice';
  const text = document.createElement('span');
  text.textContent = say('common-update-ready', 'A new version of skillgames is ready.');
  const reload = document.createElement('button');
  reload.className = 'primary';
  reload.textContent = say('common-update-reload', 'Reload');
  reload.addEventListener('click', () => {
    reload.disabled = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
    worker.postMessage('skip-waiting');
  });
  const later = document.createElement('button');
  later.className = 'notice-close';
  later.setAttribute('aria-label', say('common-update-later', 'Later'));
  later.textContent = '×';
  later.addEventListener('click', () => box.remove());
  notice.append(text, reload, later);
  box.append(notice);
  document.body.append(box);
}

async function register() {
  let registration;
  try {
    registration = await navigator.serviceWorker.register('./sw.js', { scope: './' });
  } catch (error) {
    console.warn('skillgames: the site will not work offline:', error);
    return;
  }
  // Some browsers (and their automation) may refuse service workers without an error.
  if (!registration) return;
  // Only an update is offered: the first installation has nothing to replace.
  const installed = (worker) => worker && navigator.serviceWorker.controller && offer(worker);
  installed(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') installed(worker);
    });
  });
  keepAllLater(navigator.serviceWorker.controller !== null);
  keepLanguage().catch(() => {});
  // A page left open for days still hears of new versions.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {});
  });
}

// The first visit downloads only what the home page needs; the rest of the site (the other
// pages' pieces and the computer player) is kept for offline use once the player has stayed a
// while, or at once on a later visit. A device asking to save data keeps only what it opens.
const KEEP_ALL_AFTER_MS = 60000;

function keepAllLater(returning) {
  if (navigator.connection?.saveData) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data === 'kept-all') document.documentElement.dataset.offline = 'ready';
  });
  const ask = async () => {
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage('keep-all');
  };
  setTimeout(() => ask().catch(() => {}), returning ? 0 : KEEP_ALL_AFTER_MS);
}

// A first visit fetches its language's catalogue before the service worker runs, so the worker
// is asked to keep it: every language works offline once visited (the others are never
// downloaded). Which one: the page's `lang`, among the catalogues boot.js lists.
async function keepLanguage() {
  const file = globalThis.skillgamesCatalogues?.[document.documentElement.lang];
  if (!file) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ keep: [file] });
}

// Registered once the page has loaded, so that the service worker takes the home page's files
// from the browser's cache instead of downloading them a second time.
const REGISTER_AFTER_MS = 2000;
const later = () => setTimeout(register, REGISTER_AFTER_MS);
if ('serviceWorker' in navigator) {
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later);
}

// A click on a push notification while a page of the site is open that the service worker
// cannot move (not yet controlled): the worker asks the page to open the game itself.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', (event) => {
    const url = event.data?.open;
    if (typeof url === 'string' && new URL(url, location.href).origin === location.origin) location.href = url;
  });
}

// Web Push for the bell (ui/bell.rs calls these): the browser asks for permission only when the
// player turns notifications on; the kinds this device wants are kept on it.
const PUSH_KINDS = 'skillgames/v1/push-kinds';

function pushKey(text) {
  const padded = (text + '='.repeat((4 - (text.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

async function pushRegistration() {
  await navigator.serviceWorker.register('./sw.js', { scope: './' });
  return navigator.serviceWorker.ready;
}

window.skillgamesPush = {
  /** 'unsupported', 'denied', 'off' or 'on' (this device). */
  async state() {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
    if (Notification.permission === 'denied') return 'denied';
    const registration = await navigator.serviceWorker.getRegistration('./');
    const subscription = registration && await registration.pushManager.getSubscription();
    return subscription && Notification.permission === 'granted' ? 'on' : 'off';
  },
  /** The kinds this device wants (all, until the player chooses). */
  kinds(all) {
    try {
      const kept = JSON.parse(localStorage.getItem(PUSH_KINDS));
      if (Array.isArray(kept)) return kept.filter((k) => all.includes(k));
    } catch { /* none kept */ }
    return all;
  },
  /** Turns notifications on for `kinds` (or changes them): '' when done, else why not: a
   * message's id of the page's catalogue (`bell-push-…`), or the server's sentence. */
  async enable(kinds) {
    try {
      if (await Notification.requestPermission() !== 'granted') {
        return 'bell-push-blocked';
      }
      const registration = await pushRegistration();
      let subscription = await registration.pushManager.getSubscription();
      if (!subscription) {
        const answer = await fetch('./api/push/key');
        if (!answer.ok) return 'bell-push-not-sent';
        const { key } = await answer.json();
        try {
          subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: pushKey(key) });
        } catch (error) {
          console.warn('skillgames: push subscription failed:', error);
          return 'bell-push-unreachable';
        }
      }
      const saved = await fetch('./api/push/subscribe', {
        method: 'POST',
        // The server's refusal in the page's language.
        headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
        body: JSON.stringify({ ...subscription.toJSON(), kinds }),
      });
      if (!saved.ok) {
        const { error } = await saved.json().catch(() => ({}));
        return error || 'bell-push-not-saved';
      }
      localStorage.setItem(PUSH_KINDS, JSON.stringify(kinds));
      return '';
    } catch (error) {
      console.warn('skillgames: notifications could not be turned on:', error);
      return 'bell-push-not-on';
    }
  },
  /** Turns notifications off for this device. */
  async disable() {
    try {
      const registration = await navigator.serviceWorker.getRegistration('./');
      const subscription = registration && await registration.pushManager.getSubscription();
      if (subscription) {
        await fetch('./api/push/unsubscribe', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ endpoint: subscription.endpoint }),
        }).catch(() => {});
        await subscription.unsubscribe();
      }
      return '';
    } catch (error) {
      console.warn('skillgames: notifications could not be turned off:', error);
      return 'bell-push-not-off';
    }
  },
};
