// What a first visit downloads: every request of a fresh browser (the page's and the service
// worker's), counted in compressed bytes as they came over the network. The budgets of
// docs/performance.md: the home page under 250 KB; the home page and then a game against the
// computer, moved once, under 415 KB in all; the home page and then the tournaments (which share
// the online game's code: they send their players into games, and carry the chat's rooms, the
// tournament's room, the follows and the moderators' desk) under 425 KB (both raised by 10 KB
// for the languages of issue 33: the browser's Fluent, the catalogue and their requests; the
// game's by 5 KB more once every word of the game page was in the catalogue; the tournaments' by
// 5 KB more when the Archimedes evaluation was split into measure and weights, issue 34,
// which took them to 420.3 KB); the lessons' pages
// opened after the home page under 120 KB more, the lobby's (lobby, games to watch, account,
// leaderboards, the players' pages with follow, mute, block and report) under 130 KB more. Each group of pages has a piece of code of its own, fetched when one of them
// opens (the profiles and the leaderboards are in the lobby's piece, the statistics, rules and puzzles in the
// lessons'), and each game's computer is a program of its own.
import { test, expect, board } from './helpers.mjs';
import fs from 'node:fs';

// The board whose puzzles weigh the most once compressed, and its first puzzle: opening it by
// its address is the heaviest way into the puzzles.
const heaviest = fs.readdirSync('dist').filter((n) => /^puzzles-[a-z]+-\d+\.txt\.br$/.test(n))
  .map((n) => [fs.statSync(`dist/${n}`).size, n.slice(0, -3)]).sort((a, b) => b[0] - a[0])[0][1];
const heaviestPuzzle = fs.readFileSync(`dist/${heaviest}`, 'utf8').split('\n').find((l) => l.trim() && !l.startsWith('#')).split(';')[0];

const KB = 1024;
const HOME_BUDGET = 250 * KB;
const HOME_AND_GAME_BUDGET = 415 * KB;
const PAGE_BUDGET = 120 * KB;
// The lobby's piece: the lobby, the account, the players' pages (with follow, mute, block and
// report since issue 32) and the leaderboards.
const LOBBY_PAGE_BUDGET = 130 * KB;
const HOME_AND_TOURNAMENTS_BUDGET = 425 * KB;
// Quiet this long with nothing in flight: the page has fetched all it is going to.
const IDLE_MS = 1500;

test.use({ serviceWorkers: 'allow' });

/** Counts every response of `context` that came over the network (not from the service
 * worker's cache or the browser's). */
function meter(context) {
  const meter = { bytes: 0, inFlight: 0, last: Date.now(), files: [] };
  context.on('request', () => {
    meter.inFlight += 1;
    meter.last = Date.now();
  });
  const done = async (request) => {
    meter.inFlight -= 1;
    meter.last = Date.now();
    const response = await request.response().catch(() => null);
    // A page request answered by the service worker is counted as the worker's own fetch.
    if (!response || response.fromServiceWorker()) return;
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    if (bytes <= 0) return;
    meter.bytes += bytes;
    meter.files.push(`${new URL(request.url()).pathname} ${bytes}`);
  };
  context.on('requestfinished', done);
  context.on('requestfailed', () => { meter.inFlight -= 1; meter.last = Date.now(); });
  return meter;
}

async function idle(page, meter) {
  await expect.poll(() => meter.inFlight <= 0 && Date.now() - meter.last > IDLE_MS, { timeout: 30_000 }).toBe(true);
}

/** Opens the home page in a fresh browser and waits until it and its service worker are done. */
async function home(page, meter) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeEnabled();
  // The service worker registers 2 s after the page loads and keeps the home page's files.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await idle(page, meter);
}

const report = (what, meter) => `${what}: ${(meter.bytes / KB).toFixed(1)} KB\n  ${meter.files.join('\n  ')}`;

for (const [device, viewport] of [['on a phone', { width: 360, height: 640 }], ['on a desktop', { width: 1280, height: 800 }]]) {
  test.describe(device, () => {
    test.use({ viewport });

    test('a first visit of the home page downloads under 250 KB, none of the other pages\' code', async ({ page, context }) => {
      const counted = meter(context);
      await home(page, counted);
      console.log(report('home page, first visit', counted));
      expect(counted.bytes, report('home page', counted)).toBeLessThan(HOME_BUDGET);
      expect(counted.files.filter((f) => /\/(split_|chunk_|worker)/.test(f)), 'no other page\'s piece').toEqual([]);
    });

    // Each game's computer is a program of its own: the budget holds for each.
    for (const [title, squares] of [
      ['Lines of Action', ['b8', 'b6']], // Black starts
      ['Archimedes', ['c2', 'd3']],
      ['Amazons', ['b1', 'b4', 'b1']],
    ]) {
      test(`the home page and then a game of ${title} against the computer, moved once, download under 415 KB`, async ({ page, context }) => {
        const counted = meter(context);
        await home(page, counted);
        await page.getByRole('button', { name: `Play ${title}`, exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.getByRole('button', { name: 'Computer', exact: true }).click();
        await page.getByRole('button', { name: 'Start the game' }).click();
        await expect(board(page)).toBeVisible();
        for (const name of squares) await page.locator(`[data-square="${name}"]`).click();
        await expect.poll(async () => Number(await board(page).getAttribute('data-ply')), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
        await idle(page, counted);
        console.log(report(`home page, then a game of ${title} moved once`, counted));
        expect(counted.bytes, report('home and game', counted)).toBeLessThan(HOME_AND_GAME_BUDGET);
      });
    }

    for (const [name, address, shown, budget] of [
      ['statistics', '#/stats', 'Your statistics', PAGE_BUDGET],
      ['rules', '#/rules/amazons', 'How to play Amazons', PAGE_BUDGET],
      ['lessons', '#/learn/loa', 'Learn Lines of Action', PAGE_BUDGET],
      ['a lesson', '#/learn/archimedes/1', /^Archimedes: /, PAGE_BUDGET],
      // With its puzzle on the board: the first game's default board's puzzles counted too.
      ['puzzles', '#/puzzles', /to play and win\.$/, PAGE_BUDGET],
      [`the puzzles of the heaviest board (${heaviest})`, `#/puzzles/${heaviestPuzzle}`, /to play and win\.$/, PAGE_BUDGET],
      ['lobby', '#/online', 'Open games', LOBBY_PAGE_BUDGET],
      ['games to watch', '#/watch', /^Watch$/, LOBBY_PAGE_BUDGET],
      ['account', '#/account', 'Your account', LOBBY_PAGE_BUDGET],
      // In the lobby's piece, with the profiles its names lead to.
      ['leaderboards', '#/leaderboard', 'Nobody has an established rating here yet.', LOBBY_PAGE_BUDGET],
    ]) {
      test(`opening ${name} after the home page downloads under ${budget / KB} KB more`, async ({ page, context }) => {
        const counted = meter(context);
        await home(page, counted);
        const before = counted.bytes;
        counted.files.length = 0;
        const asked = Date.now();
        await page.evaluate((hash) => { location.hash = hash; }, address);
        await expect(page.locator('main').getByText(shown).first()).toBeVisible();
        console.log(`${name}: opened ${Date.now() - asked} ms after it was asked for, its piece not yet cached`);
        await idle(page, counted);
        const added = counted.bytes - before;
        console.log(report(`${name} after the home page (+${(added / KB).toFixed(1)} KB)`, counted));
        expect(added, report(name, counted)).toBeLessThan(budget);
      });
    }

    // In the online game's piece: a tournament's page opens its players' games (an arena's
    // every few minutes) with nothing more to fetch. It is a way into online play, and so has
    // the budget of a game.
    test('the home page and then the tournaments download under 425 KB', async ({ page, context }) => {
      const counted = meter(context);
      await home(page, counted);
      counted.files.length = 0;
      await page.evaluate(() => { location.hash = '#/tournaments'; });
      await expect(page.locator('main').getByRole('heading', { name: 'Tournaments', exact: true })).toBeVisible();
      await idle(page, counted);
      console.log(report('home page, then the tournaments', counted));
      expect(counted.bytes, report('the tournaments', counted)).toBeLessThan(HOME_AND_TOURNAMENTS_BUDGET);
    });
  });
}
