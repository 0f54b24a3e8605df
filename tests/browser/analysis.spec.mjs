// The after-game analysis, as a player uses it, on a phone and on a desktop: Analyse from
// review and from the end screen, its progress and Cancel, the evaluation graph (a tap jumps
// to that move), the marks in the move list with each side's summary, the better move at a
// marked move, the analysis kept with the saved game and with the last finished game, and a
// 300-move game's graph.
import { readFileSync } from 'node:fs';
import {
  test, expect, enableTesting, startGame, move, waitForPly, holdTheComputer,
} from './helpers.mjs';

const viewports = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
];

// The 300-move game's evaluations (tests/browser/fixtures/loa-300-plies.json) were made by
// the native engine with the analysis's own search (`go nodes`, the budget of the catalogue,
// the mean of the last two iterations): this test measures the drawing, not the analysis.

// An Archimedes 6x6 game between friends whose first move leaves a ship to be sunk (the
// engine sees White lose more than a ship's worth: a blunder).
const archimedes = [['c2', 'c4'], ['f4', 'f2'], ['c4', 'a6'], ['e4', 'e1'], ['a6', 'b5'], ['f2', 'f3']];

const graph = (page) => page.getByRole('img', { name: /Evaluation graph/ });
const status = (page) => page.locator('p.status');
const analyse = (page) => page.getByRole('button', { name: 'Analyse the game' });
const progress = (page) => page.getByRole('progressbar');

/** Taps the graph at `fraction` of its width. */
async function tapGraph(page, fraction) {
  await graph(page).scrollIntoViewIfNeeded();
  // Inside its 1-pixel border, where the drawing is.
  const box = await graph(page).boundingBox();
  const x = Math.min(box.width - 1.5, Math.max(1.5, 1 + (box.width - 2) * fraction));
  await page.mouse.click(box.x + x, box.y + box.height / 2);
}

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a game analysed from review: progress, graph, marks, the better move, kept after a reload', async ({ page }) => {
      await startGame(page, 'archimedes', { friend: true });
      for (const [index, squares] of archimedes.entries()) {
        await move(page, ...squares);
        await waitForPly(page, index + 1);
      }
      await expect(analyse(page), 'only in review').toHaveCount(0);
      await page.getByRole('button', { name: 'Previous move' }).click();
      await analyse(page).click();
      // The worker may still be starting on a busy machine (CI runs other heavy work beside).
      await expect(progress(page)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/Analysing: position \d of 7/)).toBeVisible();
      // The page answers while the worker analyses.
      await page.getByRole('button', { name: 'First position' }).click();
      await expect(status(page)).toHaveText('The start (0 of 6)');
      await expect(progress(page)).toHaveCount(0, { timeout: 30_000 });

      await expect(graph(page)).toBeVisible();
      const box = await graph(page).boundingBox();
      expect(box.width).toBeLessThanOrEqual(viewport.width);
      const summary = page.getByRole('list', { name: 'Marks' });
      await expect(summary.getByRole('listitem')).toHaveCount(2);
      await expect(summary).toContainText(/White: \d+ inaccurac(y|ies), \d+ mistakes?, [1-9]\d* blunders?/);
      const blunder = page.getByRole('button', { name: /^Move 1, White: c2-c4, blunder$/ });
      await expect(blunder).toContainText('??');

      // At the blunder, the engine's move instead, on the board and in words.
      await blunder.click();
      const advice = page.getByRole('note').filter({ hasText: 'c2-c4 was a blunder. Better was' });
      await expect(advice).toBeVisible();
      await expect(advice).toContainText('Line:');
      expect(await page.locator('.sq.better').count()).toBeGreaterThanOrEqual(2);
      await page.getByRole('button', { name: 'First position' }).click();
      await expect(page.locator('.sq.better')).toHaveCount(0);

      // A tap on the graph goes to that move.
      await tapGraph(page, 0.5);
      await expect(status(page)).toContainText('(3 of 6)');
      await tapGraph(page, 1);
      await expect(status(page)).not.toContainText('of 6)'); // the latest move: the live game
      await tapGraph(page, 0);
      await expect(status(page)).toHaveText('The start (0 of 6)');

      // Kept with the saved game: back after a reload, nothing to analyse again.
      await page.reload();
      await waitForPly(page, 6);
      await expect(graph(page)).toBeVisible();
      await page.getByRole('button', { name: 'Previous move' }).click();
      await expect(analyse(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: /c2-c4, blunder/ })).toBeVisible();
    });

    test('an analysis can be cancelled and taken up again', async ({ page, context }) => {
      const computer = await holdTheComputer(context);
      await startGame(page, 'loa', { friend: true });
      await move(page, 'b1', 'b3');
      await waitForPly(page, 1);
      await move(page, 'a2', 'c2');
      await waitForPly(page, 2);
      await page.getByRole('button', { name: 'First position' }).click();
      await analyse(page).click();
      await expect(progress(page)).toBeVisible();
      await expect(page.getByText('Analysing: position 1 of 3')).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(progress(page)).toHaveCount(0);
      await expect(analyse(page)).toBeVisible();
      // Taken up again, it runs to the end.
      computer.open();
      await analyse(page).click();
      await expect(progress(page)).toHaveCount(0, { timeout: 30_000 });
      await expect(graph(page)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Marks' })).toContainText('Black: ');
    });

    test('a finished game analysed from the end screen stays as the last game', async ({ page }) => {
      await enableTesting(page);
      await startGame(page, 'loa', { friend: true, position: '8/8/8/8/8/4B3/2B5/W6W b 0 0' });
      await move(page, 'e3', 'd3');
      await expect(page.locator('#end-title')).toHaveText('Black wins');
      await page.getByRole('button', { name: 'Analyse', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(graph(page)).toBeVisible();
      await expect(progress(page)).toHaveCount(0, { timeout: 30_000 });
      await expect(analyse(page)).toHaveCount(0);

      // The game is over, so a reload opens the settings; the last game is there to review.
      await page.reload();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('button', { name: 'Review your last game' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(status(page)).toHaveText('The start (0 of 1)');
      await expect(graph(page)).toBeVisible();
      await expect(analyse(page), 'nothing to analyse again').toHaveCount(0);
    });

    test('the graph of a 300-move game is drawn whole and follows taps', async ({ page }) => {
      // Its frame budget (no frame over 50 ms) is measured by `tools/web_budgets.mjs`, not
      // asserted here: a test's timing depends on what else the machine runs.
      const record = readFileSync(new URL('./fixtures/loa-300-plies.json', import.meta.url), 'utf8');
      await page.addInitScript((text) => localStorage.setItem('skillgames/v1/save/loa', text), record);
      await page.goto('/#/play/loa');
      await waitForPly(page, 300);
      await expect(graph(page)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Marks' })).toContainText('Black: ');
      const points = await page.locator('.graph .curve').getAttribute('d');
      expect(points.split('L')).toHaveLength(301);
      // A pixel of a phone's graph is about a move: the tap lands within one of its place.
      const shownPly = async () => Number((await status(page).textContent()).match(/\((\d+) of 300\)/)?.[1] ?? -99);
      for (const [fraction, ply] of [[0.1, 30], [0.5, 150], [0.9, 270], [0.02, 6]]) {
        await tapGraph(page, fraction);
        await expect.poll(async () => Math.abs((await shownPly()) - ply)).toBeLessThanOrEqual(1);
      }
      await page.keyboard.press('Home');
      await expect(status(page)).toHaveText('The start (0 of 300)');
    });
  });
}
