// Measures the web app's budgets in headless Chromium against a running `skillgames serve`:
// what the first visit downloads (compressed), the time from navigation to a working page,
// the longest task while the evaluation graph of a 300-move game is tapped through, how long
// the computer thinks at each level (in the browser's WebAssembly, in its worker), and the
// longest gap between frames while it thinks.
//
// Usage: target/release/skillgames serve --port 8766 &   then
//        node tools/web_budgets.mjs [--url http://127.0.0.1:8766] [--moves 3] [--no-levels]
import { chromium } from 'playwright-core';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8766' },
    moves: { type: 'string', default: '3' },
    'no-levels': { type: 'boolean', default: false },
  },
});
const { url } = options;
const moves = Number(options.moves);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

// First visit: transfer and time to interactive (median of 5 cold loads).
const loads = [];
let transfer = null;
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = { app: 0, worker: 0, offline: 0 };
  const pending = [];
  // Every request of the context: the page's, its worker's, and the service worker's own
  // (which keeps every file for offline use, from the browser's cache where it can).
  context.on('requestfinished', (request) => pending.push((async () => {
    const { responseBodySize } = await request.sizes();
    const name = new URL(request.url()).pathname;
    const kind = request.serviceWorker() ? 'offline' : name.startsWith('/worker') ? 'worker' : 'app';
    sizes[kind] += Math.max(0, responseBodySize); // -1: served from the cache
  })()));
  await page.goto(url);
  await page.getByRole('button', { name: 'Play Archimedes', exact: true }).waitFor();
  const interactive = await page.evaluate(() => performance.getEntriesByName('skillgames-interactive')[0]?.startTime);
  // The worker's files load after the page; the service worker registers 2 s after it and
  // then fills its cache.
  await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 20_000 }).catch(() => {});
  await page.waitForTimeout(500);
  await Promise.all(pending);
  loads.push(interactive);
  transfer = sizes;
  await context.close();
}
loads.sort((a, b) => a - b);
const kb = (bytes) => (bytes / 1024).toFixed(0);
console.log(`transfer: app ${kb(transfer.app)} KB + worker ${kb(transfer.worker)} KB + service worker's own fetches ${kb(transfer.offline)} KB = ${kb(transfer.app + transfer.worker + transfer.offline)} KB compressed`);
console.log(`interactive: median ${loads[2].toFixed(0)} ms after navigation (runs: ${loads.map((t) => t.toFixed(0)).join(', ')})`);

// The evaluation graph of a 300-move game (an analysed Lines of Action game in the page's
// storage): the longest task and frame gap while it is tapped at 20 places and stepped
// through with Home and End, after a first tap (the browser compiles the review's code then).
{
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const record = readFileSync(new URL('../tests/browser/fixtures/loa-300-plies.json', import.meta.url), 'utf8');
  await context.addInitScript((text) => localStorage.setItem('skillgames/v1/save/loa', text), record);
  const page = await context.newPage();
  await page.goto(`${url}/#/play/loa`);
  const graph = page.locator('svg.graph');
  await graph.waitFor();
  const box = await graph.boundingBox();
  const tap = (fraction) => page.mouse.click(box.x + 1 + (box.width - 2) * fraction, box.y + box.height / 2);
  await tap(0.6);
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__long.push(entry.duration);
    }).observe({ type: 'longtask' });
    window.__gaps = [];
    let last = performance.now();
    const tick = (now) => { window.__gaps.push(now - last); last = now; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  for (let i = 0; i < 20; i++) {
    await tap(((i * 7) % 20) / 20 + 0.02);
    await page.waitForTimeout(300);
  }
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
  await page.keyboard.press('Home');
  await page.waitForTimeout(300);
  const { long, gaps } = await page.evaluate(() => ({ long: window.__long, gaps: window.__gaps }));
  console.log(`300-move graph: longest task ${Math.max(0, ...long).toFixed(0)} ms (${long.length} over 50 ms), longest frame gap ${Math.max(...gaps).toFixed(0)} ms`);
  await context.close();
}

// The computer's thinking time per game, board and level.
const games = [
  ['archimedes', [6, 8, 10], ['Easy', 'Normal', 'Hard', 'Crazy']],
  ['amazons', [6, 8, 10], ['Easy', 'Normal', 'Hard', 'Crazy']],
  ['loa', [8], ['Easy', 'Medium', 'Hard']],
];
console.log('\n| game | board | level | think ms (max of moves) | longest frame gap while thinking |');
console.log('| --- | --- | --- | --- | --- |');
for (const [game, sizes, levels] of options['no-levels'] ? [] : games) {
  for (const size of sizes) {
    for (const level of levels) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/#/play/${game}/new`);
      await page.getByRole('button', { name: level, exact: true }).click();
      if (sizes.length > 1) await page.getByRole('button', { name: new RegExp(`^${size} × ${size}`) }).click();
      await page.getByRole('button', { name: 'Start the game' }).click();
      // Frame gaps, measured by the page itself.
      await page.evaluate(() => {
        window.__gaps = [];
        let last = performance.now();
        const tick = (now) => { window.__gaps.push(now - last); last = now; requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      });
      const thinks = [];
      let worstGap = 0;
      for (let i = 0; i < moves; i++) {
        const ply = Number(await page.locator('.board').getAttribute('data-ply'));
        if (await page.locator('.overlay').count()) break; // the game ended
        // Play the first legal move: a piece of ours with destinations, the first dot (and arrow).
        const ours = await page.locator('.sq[aria-label*="your"]').all();
        let moved = false;
        for (const piece of ours) {
          await piece.click();
          const targets = page.locator('.sq.target');
          if (await targets.count()) {
            await targets.first().click();
            if (game === 'amazons') await page.locator('.sq.target').first().click();
            moved = true;
            break;
          }
        }
        if (!moved) break;
        await page.evaluate(() => { window.__gaps = []; });
        await page.locator(`.board[data-ply="${ply + 2}"], .overlay`).first().waitFor({ timeout: 60_000 });
        const think = await page.locator('.board-wrap').getAttribute('data-think-ms');
        if (think) thinks.push(Number(think));
        worstGap = Math.max(worstGap, ...(await page.evaluate(() => window.__gaps)));
      }
      console.log(`| ${game} | ${size}x${size} | ${level} | ${thinks.length ? Math.max(...thinks) : '-'} (${thinks.join(', ')}) | ${worstGap.toFixed(0)} ms |`);
      await context.close();
    }
  }
}
await browser.close();
