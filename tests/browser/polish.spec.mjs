// Help choosing a level, the statistics page, and the defects found when the app was tried as
// a new user would: on a phone and on a desktop.
import { test, expect, enableTesting, startGame, move, waitForPly, holdTheComputer } from './helpers.mjs';

const viewports = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the settings window says how each level plays and how strong it measured', async ({ page }) => {
      for (const [game, level, first] of [['archimedes', 'Hard', 'Easy'], ['amazons', 'Crazy', 'Easy'], ['loa', 'Medium', 'Easy']]) {
        await page.goto(`/#/play/${game}/new`);
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: level, exact: true }).click();
        const help = dialog.locator('.level-help');
        await expect(help).toContainText(`${level} `);
        await expect(help).toContainText(new RegExp(`Measured about \\d+ Elo stronger than ${first} on this board`));
        const elo = Number(await help.locator('[data-elo]').getAttribute('data-elo'));
        expect(elo).toBeGreaterThan(0);
        await dialog.getByRole('button', { name: first, exact: true }).click();
        await expect(help).toContainText('The gentlest level.');
      }
    });

    test('Undo while the computer thinks takes the move back and stops the search', async ({ page, context }) => {
      const computer = await holdTheComputer(context);
      await startGame(page, 'loa', { level: 'Hard' });
      await move(page, 'b1', 'b3');
      await waitForPly(page, 1);
      await expect(page.getByRole('status', { name: 'The computer is thinking' })).toBeVisible();
      await page.getByRole('button', { name: 'Undo' }).click();
      await waitForPly(page, 0);
      // The search that was asked for runs now: its answer is never played.
      computer.open();
      await page.waitForTimeout(2500);
      await waitForPly(page, 0);
      // A fresh worker answers the next move.
      await move(page, 'b1', 'b3');
      await waitForPly(page, 2);
    });

    test('the statistics page lists every game, board and level, and resets after asking', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('skillgames/v1/stats/loa/8/hard',
        '{"version":1,"wins":3,"losses":1,"draws":0,"streak":2,"best_streak":2}'));
      await page.getByRole('button', { name: 'Statistics' }).click();
      await expect(page.getByRole('heading', { name: 'Your statistics' })).toBeVisible();
      // 3 Archimedes boards x 4 levels, 3 Amazons boards x 4 levels, 1 Lines of Action board x 3.
      await expect(page.locator('tbody tr')).toHaveCount(27);
      const hard = page.locator('tr[data-stats="loa/8/Hard"]');
      await expect(hard.locator('[data-stat="wins"]')).toHaveText('3');
      await expect(hard.locator('[data-stat="rate"]')).toHaveText('75%');
      await expect(page.locator('tr[data-stats="amazons/6/Easy"] [data-stat="draws"]')).toHaveText('–');
      await page.getByRole('button', { name: 'Reset statistics' }).click();
      const ask = page.getByRole('dialog');
      await expect(ask).toContainText('Reset all statistics?');
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(hard.locator('[data-stat="wins"]')).toHaveText('3');
      await page.getByRole('button', { name: 'Reset statistics' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Reset', exact: true }).click();
      await expect(hard.locator('[data-stat="wins"]')).toHaveText('0');
      expect(await page.evaluate(() => localStorage.getItem('skillgames/v1/stats/loa/8/hard'))).toBeNull();
    });

    test('the score line says what it counts', async ({ page }) => {
      for (const [game, label] of [['archimedes', /ships/i], ['amazons', /squares/i], ['loa', /pieces/i]]) {
        await startGame(page, game, { friend: true });
        await expect(page.locator('.score-label')).toBeVisible();
        await expect(page.locator('.score-label')).toHaveText(label);
      }
    });

    test('Back during a game goes home, Forward returns to the game, nothing is lost', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Play Lines of Action', exact: true }).click();
      await page.getByRole('button', { name: 'Friend', exact: true }).click();
      await page.getByRole('button', { name: 'Start the game' }).click();
      await move(page, 'b1', 'b3');
      await waitForPly(page, 1);
      await page.goBack();
      await expect(page.getByRole('button', { name: 'Continue Lines of Action' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.goForward();
      await waitForPly(page, 1);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('Tab stays inside an open window', async ({ page }) => {
      await page.goto('/#/play/amazons/new');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement.closest('[role="dialog"]'))).toBe(true);
      }
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await page.evaluate(() => !!document.activeElement.closest('[role="dialog"]'))).toBe(true);
      }
    });

    test('the review controls and the move list are reached with Tab and say what they are', async ({ page }) => {
      await startGame(page, 'archimedes', { friend: true });
      await move(page, 'c2', 'd3');
      await waitForPly(page, 1);
      const reached = new Set();
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Tab');
        reached.add(await page.evaluate(() => document.activeElement.getAttribute('aria-label')));
      }
      expect(reached).toContain('Previous move');
      expect(reached).toContain('Move 1, White: c2-d3');
    });

    test('the dark side is marked by a filled stone, and a damaged save is explained in plain words', async ({ page }) => {
      await startGame(page, 'loa', { friend: true });
      const swatch = page.locator('.strip .swatch.black').first();
      const fill = await swatch.evaluate((e) => getComputedStyle(e).backgroundImage);
      expect(fill).toContain('gradient');
      // Reopened, the game page finds its save damaged.
      await page.evaluate(() => localStorage.setItem('skillgames/v1/save/loa', '{"version":9}'));
      await page.reload();
      const notice = page.locator('.notice');
      await expect(notice).toContainText('could not be read');
      await expect(notice).not.toContainText('format');
      await expect(notice).not.toContainText('older');
      // On a phone the notice sits clear of the menu button.
      if (viewport.width < 500) {
        const box = await notice.boundingBox();
        expect(box.y).toBeGreaterThan(viewport.height / 2);
      }
    });

    test('coordinates on the 10 x 10 board stay legible above the pieces', async ({ page }) => {
      await enableTesting(page);
      await startGame(page, 'amazons', { size: 10, friend: true });
      const coord = page.locator('[data-square="a4"] .coord-rank');
      await expect(coord).toBeVisible();
      const z = await coord.evaluate((e) => getComputedStyle(e).zIndex);
      const piece = await page.locator('.piece').first().evaluate((e) => getComputedStyle(e).zIndex);
      expect(Number(z)).toBeGreaterThan(Number(piece));
    });
  });
}
