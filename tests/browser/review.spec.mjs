// The move list and review, in every game, on a phone and on a desktop: the moves appear
// numbered as they are played; the buttons, the arrow keys, Home and End and a tap on a move
// step through the game; nobody can move while reviewing; "Back to the game" returns.
import { test, expect, startGame, move, waitForPly, fen, square, holdTheComputer } from './helpers.mjs';

// Two moves of each game by the squares a person taps, and how the list writes them.
const games = [
  // d5-c4 sinks two white ships: the list marks it (×2, drawn by the stylesheet).
  { game: 'archimedes', taps: [['c2', 'd3'], ['d5', 'c4']], texts: ['c2-d3', 'd5-c4'], sinks: 'sank 2 ships' },
  { game: 'amazons', taps: [['b1', 'b4', 'b1'], ['a5', 'a3', 'c1']], texts: ['b1-b4/b1', 'a5-a3/c1'] },
  { game: 'loa', taps: [['b1', 'b3'], ['a2', 'c2']], texts: ['b1-b3', 'a2-c2'] },
];
const viewports = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of viewports) {
  for (const { game, taps, texts, sinks } of games) {
    test(`${game} on a ${viewport.name}: the move list and review`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await startGame(page, game, { friend: true });
      const list = page.getByRole('region', { name: 'Moves' });
      await expect(list).toContainText('No moves yet.');
      const start = await fen(page);
      await move(page, ...taps[0]);
      await waitForPly(page, 1);
      const afterFirst = await fen(page);
      await move(page, ...taps[1]);
      await waitForPly(page, 2);
      const live = await fen(page);
      const moves = list.locator('button.move');
      await expect(moves).toHaveText(texts);
      await expect(list.locator('.row .number')).toHaveText(['1.']);
      await expect(moves.nth(1)).toHaveAttribute('aria-current', 'step');
      if (sinks) {
        await expect(moves.nth(1)).toHaveAttribute('aria-label', new RegExp(sinks));
        const drawn = await moves.nth(1).locator('.removal').evaluate((mark) => getComputedStyle(mark, '::after').content);
        expect(drawn).toBe('"×2"');
      }

      // A tap on the first move shows the position after it, its move marked.
      await moves.nth(0).click();
      await waitForPly(page, 1);
      expect(await fen(page)).toBe(afterFirst);
      await expect(page.locator('.status')).toContainText(`Move 1, `);
      await expect(page.locator('.status')).toContainText(texts[0]);
      await expect(moves.nth(0)).toHaveAttribute('aria-current', 'step');
      await expect(page.locator('.sq.last')).not.toHaveCount(0);
      // Nobody can move while reviewing.
      await square(page, taps[1][0]).click();
      await expect(page.locator('.sq.selected')).toHaveCount(0);

      // The buttons.
      await page.getByRole('button', { name: 'Previous move' }).click();
      await waitForPly(page, 0);
      expect(await fen(page)).toBe(start);
      await expect(page.getByRole('button', { name: 'Previous move' })).toBeDisabled();
      await page.getByRole('button', { name: 'Next move' }).click();
      await waitForPly(page, 1);
      // The keys (with the focus off the board, whose arrow keys move its cursor).
      await page.getByRole('button', { name: 'Next move' }).focus();
      await page.keyboard.press('Home');
      await waitForPly(page, 0);
      await page.keyboard.press('ArrowRight');
      await waitForPly(page, 1);
      await page.keyboard.press('End');
      await waitForPly(page, 2);
      expect(await fen(page)).toBe(live);
      await page.keyboard.press('ArrowLeft');
      await waitForPly(page, 1);

      // Back to the game: the live position, and moves are possible again.
      await page.getByRole('button', { name: 'Back to the game' }).click();
      await waitForPly(page, 2);
      expect(await fen(page)).toBe(live);
      await expect(page.getByRole('button', { name: 'Back to the game' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Undo' }).click();
      await waitForPly(page, 1);
      await expect(moves).toHaveText([texts[0]]);
    });
  }
}

test('a computer move that arrives during review waits for the return to the game', async ({ page, context }) => {
  const computer = await holdTheComputer(context);
  await startGame(page, 'loa', { level: 'Hard' });
  await move(page, 'b1', 'b3');
  await page.getByRole('button', { name: 'Previous move' }).click();
  await waitForPly(page, 0);
  await expect(page.locator('.status')).toHaveText('The start (0 of 1)');
  // The computer thinks now (about a second) and answers while the start is on show: its
  // move is held.
  computer.open();
  await page.waitForTimeout(2500);
  await waitForPly(page, 0);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await waitForPly(page, 2);
  await expect(page.getByRole('region', { name: 'Moves' }).locator('button.move')).toHaveCount(2);
});
