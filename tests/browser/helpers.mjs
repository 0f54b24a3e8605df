// Shared helpers for the browser tests.
import { test as base, expect } from '@playwright/test';
import { createRequire } from 'node:module';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// Every test fails if the page logs an error or throws.
export const test = base.extend({
  // Console errors a test expects (a pattern of the problem's line), none by default.
  allowedErrors: [null, { option: true }],
  page: async ({ page, allowedErrors }, use) => {
    const problems = [];
    page.on('console', (message) => {
      // A failed resource names itself only in the message's location: both are kept.
      const where = message.location()?.url;
      if (message.type() === 'error') problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems.filter((p) => !allowedErrors?.test(p)), 'no console errors').toEqual([]);
  },
});
export { expect };

/**
 * Counts `page`'s requests in flight from now on; `settled()` waits until none has been for a
 * moment. A test that takes the network away waits for it first: a request the page had under
 * way would fail, and the browser log it, as for any connection lost mid-request.
 */
export function requestsOf(page) {
  let inFlight = 0;
  page.on('request', () => { inFlight += 1; });
  for (const end of ['requestfinished', 'requestfailed']) page.on(end, () => { inFlight -= 1; });
  return {
    async settled(quiet = 300, timeout = 15_000) {
      const until = Date.now() + timeout;
      let calmSince = Date.now();
      while (Date.now() < until) {
        if (inFlight > 0) calmSince = Date.now();
        else if (Date.now() - calmSince >= quiet) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${inFlight} requests still in flight`);
    },
  };
}

/** Lets the test-only start position (`?position=`) through, as the tests' own switch. */
export async function enableTesting(page) {
  await page.addInitScript(() => localStorage.setItem('skillgames/dev', 'on'));
}

/**
 * Opens the settings window of `game` (optionally from a test position) and starts a game.
 * The window remembers the last choices: `computer` chooses the computer again after a game
 * between friends.
 */
export async function startGame(page, game, { level, size, friend = false, computer = false, position } = {}) {
  const query = position ? `?position=${encodeURIComponent(position)}` : '';
  await page.goto(`/#/play/${game}/new${query}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  if (friend) await page.getByRole('button', { name: 'Friend', exact: true }).click();
  if (computer) await page.getByRole('button', { name: 'Computer', exact: true }).click();
  if (level) await page.getByRole('button', { name: level, exact: true }).click();
  if (size) await page.getByRole('button', { name: new RegExp(`^${size} × ${size}`) }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(board(page)).toBeVisible();
}

export const board = (page) => page.locator('.board');
export const square = (page, name) => page.locator(`[data-square="${name}"]`);

/** Plays a move by clicking its squares, e.g. `move(page, 'c2', 'd3')` or with an arrow. */
export async function move(page, ...squares) {
  for (const name of squares) await square(page, name).click();
}

/**
 * Holds back the computer: its worker's program does not arrive until `open()`, so the
 * computer is still thinking, however slow the machine, while the test does what it must do
 * meanwhile.
 */
export async function holdTheComputer(context) {
  let open;
  const opened = new Promise((resolve) => { open = resolve; });
  await context.route(/\/worker-[a-z]+-[0-9a-f]{16}\.wasm$/, async (route) => {
    await opened;
    await route.continue();
  });
  return { open };
}

/** Waits until `plies` moves have been played. */
export async function waitForPly(page, plies, timeout = 20_000) {
  await expect(board(page)).toHaveAttribute('data-ply', String(plies), { timeout });
}

/** The position text the board shows. */
export const fen = (page) => board(page).getAttribute('data-fen');

/** Reloads the page, then goes home and back with CONTINUE: the game must survive both, at `plies`. */
export async function expectResumes(page, title, plies) {
  const before = await fen(page);
  await page.reload();
  await waitForPly(page, plies);
  expect(await fen(page)).toBe(before);
  await page.getByRole('button', { name: 'Menu (pause)' }).click();
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: `Continue ${title}` }).click();
  await waitForPly(page, plies);
  expect(await fen(page)).toBe(before);
}

/** The two sizes every feature is tested at. */
export const viewports = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** Opens the pause menu and chooses `item`. */
export async function openMenu(page, item) {
  await page.getByRole('button', { name: 'Menu (pause)' }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

/** The text a share window shows, then closes it. */
export async function sharedText(page) {
  const dialog = page.getByRole('dialog');
  const text = await dialog.locator('textarea').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return text;
}

/**
 * The serious and critical WCAG 2 A/AA violations axe-core finds on the page as it is now.
 * axe is injected as a script, so the test needs `bypassCSP` (the page's Content-Security-Policy
 * would refuse it).
 */
export async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')})`);
}
