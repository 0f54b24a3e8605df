// Windows over windows, drawn icons and records from the home page, at phone and desktop
// size, by keyboard and clicks as a person uses them.
import { test, expect, startGame, move, waitForPly, viewports } from './helpers.mjs';


/** The accessible name (or text) of the element with the keyboard focus. */
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return e?.getAttribute('aria-label') || e?.textContent?.trim() || e?.tagName;
});

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a window opened from the pause menu closes alone and gives the keyboard back to the menu', async ({ page }) => {
      await startGame(page, 'amazons', { friend: true });
      await move(page, 'b1', 'b4', 'b1');
      await waitForPly(page, 1);
      const pause = page.getByRole('dialog').filter({ hasText: 'Resume' });
      await page.getByRole('button', { name: 'Menu (pause)' }).click();
      await expect(pause).toBeVisible();
      for (const [item, close] of [
        ['Share a link to this game', 'Escape'],
        ['Game record', 'Done'],
        ['Open a game record', 'Escape'],
        ['Open a game record', 'Cancel'],
        ['Preferences', 'Escape'],
      ]) {
        await page.getByRole('button', { name: item, exact: true }).click();
        await expect(page.getByRole('dialog')).toHaveCount(2);
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await page.getByRole('button', { name: close, exact: true }).click();
        // Only the window on top closed: the pause menu stays, with the keyboard on its item.
        await expect(page.getByRole('dialog')).toHaveCount(1);
        await expect(pause).toBeVisible();
        expect(await focused(page), `after ${item}`).toBe(item);
      }
      // Escape in the pause menu itself resumes the game.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the review buttons draw their icons, whatever fonts the device has', async ({ page }) => {
      await startGame(page, 'loa', { friend: true });
      await move(page, 'b1', 'b3');
      await waitForPly(page, 1);
      for (const name of ['First position', 'Previous move', 'Next move', 'Latest move']) {
        const button = page.getByRole('button', { name, exact: true });
        // No character of a font: a drawing, as large as a letter.
        expect((await button.textContent()).trim(), name).toBe('');
        const icon = button.locator('.step-icon');
        await expect(icon).toHaveCount(1);
        const box = await icon.boundingBox();
        expect(box.width, name).toBeGreaterThanOrEqual(12);
        expect(box.height, name).toBeGreaterThanOrEqual(12);
        // Drawn in the button's colour through a shape of its own.
        const drawn = await icon.evaluate((e) => {
          const style = getComputedStyle(e);
          return { mask: style.maskImage || style.webkitMaskImage, fill: style.backgroundColor };
        });
        expect(drawn.mask, name).toMatch(/^url\("data:image\/svg\+xml/);
        expect(drawn.fill, name).not.toBe('rgba(0, 0, 0, 0)');
      }
    });

    test('a game record opens from the home page, on its game\'s page, in review', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open a game record' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toHaveText('Open a game record');
      await page.getByLabel('Game record or position').fill('Game: Chess\n\n1. e2-e4');
      await dialog.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Line 1: “Chess” is not a game played here.');
      await page.getByLabel('Game record or position').fill('Game: Amazons\nBoard: 6 × 6\n\n1. b1-b4/b1 a5-a3/c1');
      await dialog.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(page.getByRole('note')).toContainText('A game to look at');
      await waitForPly(page, 2);
      await expect(page.getByRole('region', { name: 'Moves' }).locator('button.move')).toHaveText(['b1-b4/b1', 'a5-a3/c1']);
      // A position alone opens too, on the game whose board it fits.
      await page.goto('/');
      await page.getByRole('button', { name: 'Open a game record' }).click();
      await page.getByLabel('Game record or position').fill('1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0');
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(page.getByRole('note')).toContainText('A game to look at');
      await expect(page.locator('.board')).toHaveClass(/board-loa/);
    });
  });
}
