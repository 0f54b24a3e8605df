// Registers the service worker (sw.js) that lets the site work offline, and offers a reload
// when a new version has been installed beside the running one.
const OFFER_ID = 'update-offer';

function offer(worker) {
  if (document.getElementById(OFFER_ID)) return;
  const box = document.createElement('div');
  box.id = OFFER_ID;
  box.className = 'notices update-offer';
  box.setAttribute('role', 'status');
  const notice = document.createElement('div');
  notice.className = 'notice';
  const text = document.createElement('span');
  text.textContent = 'A new version of skillgames is ready.';
  const reload = document.createElement('button');
  reload.className = 'primary';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
    worker.postMessage('skip-waiting');
  });
  const later = document.createElement('button');
  later.className = 'notice-close';
  later.setAttribute('aria-label', 'Later');
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

// Registered once the page has loaded, so that the service worker takes the home page's files
// from the browser's cache instead of downloading them a second time.
const REGISTER_AFTER_MS = 2000;
const later = () => setTimeout(register, REGISTER_AFTER_MS);
if ('serviceWorker' in navigator) {
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later);
}
