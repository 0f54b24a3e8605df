// Shared helpers for the online browser tests (online.spec.mjs, cluster.spec.mjs): a player
// in its own browser context, the lobby's create and join, moves by clicks.
import { test, expect } from './helpers.mjs';
import { createServer } from 'node:net';

// Two players' moves in Amazons 6 × 6, each by its three squares (amazon, landing, arrow).
export const AMAZONS = [
  ['b1', 'b4', 'b1'],
  ['a5', 'a3', 'c1'],
  ['b4', 'c5', 'c4'],
  ['f5', 'f3', 'f4'],
  ['e1', 'e3', 'e2'],
  ['e6', 'e4', 'd4'],
  ['c5', 'e5', 'e6'],
  ['b6', 'b5', 'a6'],
  ['a2', 'b2', 'c2'],
  ['a3', 'a4', 'a5'],
];

/**
 * A browser context for one player, with the page open; problems (console errors, page
 * errors) are gathered, except those `allowed` matches (a server restart makes the socket fail
 * on purpose).
 */
export async function player(browser, viewport, { baseURL, allowed, theme } = {}) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    baseURL: baseURL ?? test.info().project.use.baseURL,
    serviceWorkers: 'block',
    bypassCSP: true,
  });
  await context.addInitScript((theme) => {
    try {
      const preferences = theme ? { motion: 'Off', sound: false, theme } : { motion: 'Off', sound: false };
      localStorage.setItem('skillgames/v1/preferences', JSON.stringify(preferences));
    } catch { /* the browser's own error page (offline) has no storage */ }
  }, theme);
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (allowed && allowed.test(message.text())) return;
    page.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  return { context, page };
}

/** Signs `p` up as a new account named `name`, by the account page's form. */
export async function signUp(p, name, password = 'a-long-password') {
  await p.page.goto('/#/account');
  const form = p.page.locator('form.credentials').filter({ hasText: 'Create an account' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(p.page.getByRole('heading', { name: 'Open games' })).toBeVisible();
}

/** The player's name on the online service (the bar at the top of an online page). */
export async function myName(page) {
  const link = page.locator('.online-bar [data-me]');
  await expect(link).toBeVisible();
  return link.getAttribute('data-me');
}

/**
 * Creates a game in the lobby with the choices given (game title, board, time label, colour,
 * rated) and returns the creator's name.
 */
export async function createGame(page, { game = 'Amazons', board = '6 × 6', time = '5+3', colour = 'White', rated = false } = {}) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play online', exact: true }).click();
  await expect(page).toHaveURL(/#\/online$/);
  await expect(page.locator('.online-bar [data-me]')).toBeVisible();
  await expect(page.getByText('Looking for games…')).toHaveCount(0);
  // Read once the lobby's list has come: the socket said who the player is before it (a
  // visitor's name can change then, if another player took it meanwhile).
  const name = await myName(page);
  await page.getByRole('button', { name: 'Create a game' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: game, exact: true }).click();
  await dialog.getByRole('button', { name: board, exact: true }).click();
  await dialog.getByRole('button', { name: time, exact: true }).click();
  await dialog.getByRole('button', { name: colour, exact: true }).click();
  if (rated) await dialog.getByRole('button', { name: 'Rated', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const own = page.locator(`.game-line[data-creator="${name}"]`);
  // A refusal shows in the lobby's alert: a failure then says it rather than a missing line.
  const refusal = page.locator('.lobby p.error');
  await expect(own.or(refusal.filter({ hasText: /./ }))).toBeVisible();
  await expect(refusal).toBeEmpty();
  await expect(own.getByRole('button', { name: 'Cancel' })).toBeVisible();
  return name;
}

/** Joins the game `creator` opened, from the lobby; both land on the game. Returns its id. */
export async function joinGame(page, creator, creatorPage) {
  await page.goto('/#/online');
  const row = page.locator(`.game-line[data-creator="${creator}"]`);
  // The click goes to this row's button itself: other tests' games come and go in the shared
  // lobby, and a row moving at the moment of a click by position would take another game.
  await row.getByRole('button', { name: 'Join', exact: true }).dispatchEvent('click');
  await expect(page).toHaveURL(/#\/online\/[^/]+$/);
  await expect(creatorPage).toHaveURL(page.url());
  for (const p of [page, creatorPage]) await expect(p.locator('.board')).toBeVisible();
  return page.url().split('/').pop();
}

export const plies = (page) => page.locator('.board');

/** Waits until the board shows `count` moves. */
export async function seePly(page, count, timeout = 10_000) {
  await expect(plies(page)).toHaveAttribute('data-ply', String(count), { timeout });
}

/** Plays move `index` of AMAZONS by clicks on `page`, and sees it arrive on every page of `others`. */
export async function play(page, index, others = []) {
  await expect(page.locator('.status')).toHaveText('Your move');
  for (const name of AMAZONS[index]) await page.locator(`[data-square="${name}"]`).click();
  await seePly(page, index + 1);
  for (const other of others) await seePly(other, index + 1);
}

/** Checks that no page logged a problem, and closes the players' contexts. */
export async function done(...players) {
  for (const { page, context } of players) {
    expect(page.problems, 'no console errors').toEqual([]);
    await context.close();
  }
}

/** A free port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Plays one legal move by clicks, if it is the visitor's turn; whether one was played. */
export async function moveByClicks(page) {
  if ((await page.locator('.status').textContent()) !== 'Your move') return false;
  const before = await page.locator('.board').getAttribute('data-ply');
  const pieces = page.locator('[data-square][aria-label*=", your "]');
  for (let i = 0; i < await pieces.count(); i++) {
    await pieces.nth(i).click();
    if (await page.locator('.sq.target').count() === 0) continue;
    // The square, and in Amazons the arrow: until the move is made.
    for (let tap = 0; tap < 2 && await page.locator('.sq.target').count() > 0; tap++) {
      await page.locator('.sq.target').first().click();
    }
    await expect(page.locator('.board')).not.toHaveAttribute('data-ply', before);
    return true;
  }
  return false;
}
