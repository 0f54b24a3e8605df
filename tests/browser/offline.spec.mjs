// Offline and installable: the service worker keeps the whole site after one visit, and a new
// build is offered, never forced. Each test runs its own `skillgames serve --dir` on a copy of
// dist/, so that it can change "the deployed build" without touching the other tests' server.
import { test, expect, board, waitForPly, requestsOf } from './helpers.mjs';
import { test as baseTest } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const binary = process.env.SKILLGAMES_BIN ?? 'target/release/skillgames';

test.use({
  serviceWorkers: 'allow',
  // Offline, the site is its own files; a call to the online service (who is logged in, the
  // next tournament) fails as it should, and the browser says so in the console even when the
  // page asked only because the browser still said it was online (Chromium's emulated offline
  // reaches a reloaded page late, measured under load). A failure of any other file stays an
  // error.
  allowedErrors: /^console error: Failed to load resource: net::ERR_FAILED \(https?:\/\/[^/]+\/api\//,
});

/** Serves a copy of dist/ on a free port; returns its address, folder and a stop function. */
async function deploy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillgames-site-'));
  fs.cpSync('dist', dir, { recursive: true });
  // Its own data folder: the tests' servers start side by side, and two opening one SQLite
  // file at once may find it locked.
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'skillgames-data-'));
  const server = spawn(binary, ['serve', '--dir', dir, '--port', '0', '--data', data], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const found = out.match(/http:\/\/[\d.]+:\d+\//);
      if (found) resolve(found[0]);
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  return { url, dir, worker, stop: () => { server.kill(); for (const d of [dir, data]) fs.rmSync(d, { recursive: true, force: true }); } };
}

/** Publishes a new build's service worker: the deployed one with another version (and, if
 * given, another change). */
function publish(site, version, change = (text) => text) {
  const file = path.join(site.dir, 'sw.js');
  const text = site.worker.replace(/const VERSION = '([^']*)'/, (_, v) => `const VERSION = '${v}-${version}'`);
  fs.writeFileSync(file, change(text));
  // The server prefers the precompressed copies: the new build has none.
  for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
}

async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** Plays one move of ours (White, who starts): the first piece that can move, to its first
 * destination (and its first arrow square). Returns false if none can move. */
async function playAnyMove(page) {
  const ours = page.locator('[data-square][aria-label*=", your "]');
  const end = page.getByRole('dialog');
  const count = await ours.count();
  for (let i = 0; i < count; i++) {
    // Without a move the game is over: its end screen comes up a moment later.
    if (await end.isVisible()) return false;
    await ours.nth(i).click({ timeout: 5_000 }).catch(() => {});
    if (await page.locator('.sq.target').count() > 0) {
      const ply = Number(await board(page).getAttribute('data-ply'));
      await page.locator('.sq.target').first().click();
      await page.locator('.sq.target').first().click();
      // The computer may have answered already.
      await expect.poll(async () => Number(await board(page).getAttribute('data-ply'))).toBeGreaterThan(ply);
      return true;
    }
  }
  return false;
}

/** Plays our side until the game ends (the end screen shows), waiting for each computer move. */
async function playToTheEnd(page) {
  const end = page.getByRole('dialog');
  for (let turn = 0; turn < 40; turn++) {
    await expect.poll(async () => (await end.isVisible())
      || (await board(page).getAttribute('data-fen')).split(' ')[1] === 'w', { timeout: 20_000 }).toBe(true);
    if (await end.isVisible() || !(await playAnyMove(page))) break;
  }
  await expect(end.locator('#end-title')).toHaveText(/You won!|You lost/, { timeout: 20_000 });
}

for (const [device, viewport] of [['on a phone', { width: 360, height: 640 }], ['on a desktop', { width: 1280, height: 800 }]]) {
  test.describe(device, () => {
    test.use({ viewport });

    test('after one visit the site works offline, a whole game and its analysis included, and CONTINUE resumes', async ({ page, context }) => {
      const site = await deploy();
      const requests = requestsOf(page);
      try {
        await page.goto(site.url);
        await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeVisible();
        await controlled(page);
        expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('manifest.webmanifest');
        // The first visit kept the home page; the next one keeps the rest of the site at once
        // (the first does too once the player has stayed a minute: offline.js).
        await page.reload();
        await expect(page.locator('html[data-offline="ready"]')).toHaveCount(1, { timeout: 30_000 });
        // The home page's own requests (who is logged in, the next tournament) done first.
        await requests.settled();

        await context.setOffline(true);
        await page.reload();
        await page.goto(`${site.url}#/play/amazons/new`);
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.getByRole('button', { name: 'Easy', exact: true }).click();
        await page.getByRole('button', { name: /^6 × 6/ }).click();
        await page.getByRole('button', { name: 'Start the game' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // Three moves each, the computer answering from its worker, loaded from the cache.
        for (let ply = 0; ply < 6; ply += 2) {
          expect(await playAnyMove(page)).toBe(true);
          await waitForPly(page, ply + 2);
        }
        const before = await board(page).getAttribute('data-fen');
        await page.reload();
        await page.getByRole('button', { name: 'Menu (pause)' }).click();
        await page.getByRole('button', { name: 'Home' }).click();
        await page.getByRole('button', { name: 'Continue Amazons' }).click();
        await waitForPly(page, 6);
        expect(await board(page).getAttribute('data-fen')).toBe(before);
        await playToTheEnd(page);
        // The analysis too: its worker is the computer's, from the cache.
        await page.getByRole('button', { name: 'Analyse', exact: true }).click();
        await expect(page.getByRole('img', { name: /Evaluation graph/ })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
        await expect(page.getByRole('list', { name: 'Marks' })).toContainText('You: ');
        // Still offline, a new visit of the home page shows the game counted.
        await page.goto(site.url);
        await page.getByRole('button', { name: 'Statistics' }).click();
        const row = page.locator('tr[data-stats="amazons/6/Easy"]');
        const count = async (stat) => Number(await row.locator(`[data-stat="${stat}"]`).textContent());
        expect(await count('wins') + await count('losses')).toBe(1);
      } finally {
        site.stop();
      }
    });

    test('a new build is offered once it is complete, and a broken one never replaces the running one', async ({ page }) => {
      const site = await deploy();
      try {
        await page.goto(site.url);
        await controlled(page);
        // A half-published build (its list names a file the server does not have) is not installed.
        publish(site, 'broken', (text) => text.replace("const FILES = [", "const FILES = ['missing-0123456789abcdef.js', "));
        await page.reload();
        await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeVisible();
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration.update().catch(() => {});
        });
        await page.waitForTimeout(1000);
        await expect(page.locator('#update-offer')).toHaveCount(0);
        // The complete build is offered, quietly; the page keeps working until the player reloads.
        publish(site, 'next');
        await page.reload();
        const offer = page.locator('#update-offer');
        await expect(offer).toContainText('A new version of skillgames is ready.', { timeout: 20_000 });
        await page.getByRole('button', { name: 'Play Amazons', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        // The page reloads once the new version has taken over (its activation, then the
        // reload: slow on a busy machine). Waiting for the load state would return at once,
        // the page before the reload being loaded already.
        const reloaded = page.waitForEvent('load', { timeout: 45_000 });
        await offer.getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        await expect(page.locator('#update-offer')).toHaveCount(0);
        const version = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const text = await (await fetch(registration.active.scriptURL)).text();
          return text.match(/const VERSION = '([^']*)'/)[1];
        });
        expect(version).toMatch(/-next$/);
      } finally {
        site.stop();
      }
    });

  });
}

test('the manifest, the service worker and the icon are served with the right types', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const data = await manifest.json();
  expect(data.display).toBe('standalone');
  expect(data.start_url).toBe('./');
  expect(data.icons.length).toBeGreaterThan(0);
  const icon = await request.get(`/${data.icons[0].src}`);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('text/javascript');
  // The browser must see a new service worker at once: it is never cached for long.
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const script = await worker.text();
  // A worker per game, each with its own loader.
  for (const file of ['./', 'manifest.webmanifest', 'worker-loader-amazons.js', 'worker-loader-loa.js', 'worker-loader-archimedes.js']) expect(script).toContain(`'${file}'`);
  expect(script).toMatch(/'app-[0-9a-f]{16}\.wasm'/);
  expect(script).toMatch(/'worker-loa-[0-9a-f]{16}\.wasm'/);
  // The other pages' pieces are kept later, not on installing (the first visit stays small).
  const later = script.match(/const LATER = \[([^\]]*)\]/)[1];
  expect(later).toMatch(/'split_play-[0-9a-f]{16}\.wasm'/);
  for (const game of ['archimedes', 'amazons', 'loa']) expect(later).toMatch(new RegExp(`'worker-${game}-[0-9a-f]{16}\\.wasm'`));
  const files = script.match(/const FILES = \[([^\]]*)\]/)[1];
  expect(files).not.toMatch(/split_|chunk_|worker/);
});

// A page whose piece has not been kept cannot open offline: it says so, and opens once the
// connection is back. (Plain Playwright: the split loader logs the failed fetch as an error.)
baseTest('a page whose code cannot be downloaded says so and opens when tried again', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.evaluate(() => { location.hash = '#/stats'; });
  await expect(page.getByRole('alert')).toContainText('This page could not be opened');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: /statistics/i })).toBeVisible();
});

// Issue 33: the page's language works offline after one visit. A first visit fetches its
// catalogue before the service worker runs; the worker is asked to keep it (offline.js), and
// keeps it (read in its cache, so that the browser's own cache cannot stand in for it).
baseTest('the page\'s language is kept for offline use on the first visit', async ({ browser }) => {
  const site = await deploy();
  const context = await browser.newContext({
    locale: 'fr-FR', serviceWorkers: 'allow', viewport: { width: 360, height: 640 },
  });
  const page = await context.newPage();
  try {
    await page.goto(site.url);
    await expect(page.getByRole('button', { name: 'Jouer à Amazones', exact: true })).toBeVisible();
    await controlled(page);
    await page.waitForFunction(async () => {
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        if ((await cache.keys()).some((r) => /\/i18n-fr-[0-9a-f]+\.ftl$/.test(r.url))) return true;
      }
      return false;
    }, null, { timeout: 30_000 });
    // No other language was downloaded.
    const kept = await page.evaluate(async () => {
      const urls = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => url.endsWith('.ftl'));
    });
    expect(kept).toHaveLength(1);
    // The rest of the site, kept as after a while on the first visit: the other pages' parts
    // of the catalogue come with it, in French only.
    await page.evaluate(() => navigator.serviceWorker.controller.postMessage('keep-all'));
    await expect(page.locator('html[data-offline="ready"]')).toHaveCount(1, { timeout: 60_000 });
    const parts = await page.evaluate(async () => {
      const urls = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls.filter((url) => url.endsWith('.ftl')).sort();
    });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((url) => /^\/i18n-fr[-.]/.test(url)), parts.join(', ')).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Jouer à Amazones', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    // A lesson, offline, in French: its page's code and its words were kept.
    await page.evaluate(() => { window.location.hash = '#/learn/amazons/1'; });
    await expect(page.locator('#lesson-prompt')).not.toBeEmpty();
    const prompt = await page.locator('#lesson-prompt').innerText();
    expect(prompt).not.toMatch(/^lesson-/);
    expect(await page.locator('h1').innerText()).toContain('Amazones');
  } finally {
    await context.close();
    site.stop();
  }
});
