// Friend mode, Hint and Undo in every game, on a phone and on a desktop.
import { test, expect, startGame, move, waitForPly, fen, board } from './helpers.mjs';

// A first move of each game, by the squares a person taps, and who moves first.
const games = [
  { game: 'archimedes', first: 'white', then: 'Black to move', taps: ['c2', 'd3'] },
  { game: 'amazons', first: 'white', then: 'Black to move', taps: ['b1', 'b4', 'b1'] },
  { game: 'loa', first: 'black', then: 'White to move', taps: ['b1', 'b3'] },
];
const viewports = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of viewports) {
  for (const { game, first, then, taps } of games) {
    test(`${game} between friends on a ${viewport.name}: turns, undo and hint`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/#/play/${game}/new`);
      const dialog = page.getByRole('dialog');
      // No Hint or Undo behind the settings window before a game exists.
      await expect(page.getByRole('button', { name: 'Hint' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Friend', exact: true }).click();
      await expect(dialog.getByText('Difficulty')).toBeHidden();
      await dialog.getByRole('button', { name: 'Computer', exact: true }).click();
      await expect(dialog.getByText('Difficulty')).toBeVisible();
      await startGame(page, game, { friend: true });
      const start = await fen(page);
      await expect(page.locator('.strip.to-move')).toHaveAttribute('data-player', first);
      await move(page, ...taps);
      await waitForPly(page, 1);
      await expect(page.locator('.status')).toHaveText(then);
      await expect(page.locator('.strip.to-move')).not.toHaveAttribute('data-player', first);
      // Nobody else moves: the friend's turn waits.
      await page.waitForTimeout(600);
      await waitForPly(page, 1);
      await page.getByRole('button', { name: 'Undo' }).click();
      await waitForPly(page, 0);
      expect(await fen(page)).toBe(start);
      await page.getByRole('button', { name: 'Hint' }).click();
      await expect(board(page)).toHaveAttribute('data-hint', /./, { timeout: 15_000 });
      // The whole move is marked: its squares, each once (an Amazons arrow included).
      const hint = await board(page).getAttribute('data-hint');
      const squares = new Set(hint.match(/[a-j](10|[1-9])/g));
      await expect(page.locator('.sq.hint')).toHaveCount(squares.size);
      for (const name of squares) await expect(page.locator(`.sq.hint[data-square="${name}"]`)).toHaveCount(1);
    });
  }
}
