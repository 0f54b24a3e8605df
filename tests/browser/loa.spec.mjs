import { test, expect, enableTesting, startGame, square, move, waitForPly, fen, expectResumes } from './helpers.mjs';

const START = '1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0';

test('against the computer you play Black; captures are ringed in red', async ({ page }) => {
  await startGame(page, 'loa', { level: 'Easy' });
  await expect(page.locator('[data-score="black"]')).toHaveText('12');
  await square(page, 'c1').click();
  await expect(square(page, 'a3')).toHaveClass(/capture/);
  await expect(square(page, 'a3')).toHaveAttribute('aria-label', /capture/);
  await square(page, 'a3').click();
  await expect(page.locator('[data-score="white"]')).toHaveText('11');
  await waitForPly(page, 2);
});

test('friend mode: the strip of the player to move lights up; undo and hint', async ({ page }) => {
  await startGame(page, 'loa', { friend: true });
  await expect(page.locator('.strip.to-move')).toHaveAttribute('data-player', 'black');
  await move(page, 'b1', 'b3');
  await waitForPly(page, 1);
  await expect(page.locator('.strip.to-move')).toHaveAttribute('data-player', 'white');
  await expect(page.locator('.status')).toHaveText('White to move');
  await page.getByRole('button', { name: 'Undo' }).click();
  await waitForPly(page, 0);
  expect(await fen(page)).toBe(START);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.sq.hint')).toHaveCount(2);
});

test('undo against the computer takes back your move and its answer', async ({ page }) => {
  await startGame(page, 'loa', { level: 'Medium' });
  await move(page, 'd1', 'd3');
  await waitForPly(page, 2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await waitForPly(page, 0);
  expect(await fen(page)).toBe(START);
});

test('connecting all pieces wins', async ({ page }) => {
  await enableTesting(page);
  await startGame(page, 'loa', { level: 'Hard', position: '8/8/8/8/8/4B3/2B5/W6W b 0 0' });
  await move(page, 'e3', 'd3');
  const end = page.getByRole('dialog');
  await expect(end.locator('#end-title')).toHaveText('You won!');
  await expect(end).toContainText('You connected all your pieces.');
  await expect(end.locator('[data-stat="wins"]')).toHaveText('1');
});

test('a new game after a test position starts from the usual position', async ({ page }) => {
  await enableTesting(page);
  await startGame(page, 'loa', { level: 'Easy', position: '8/8/8/8/8/4B3/2B5/W6W b 0 0' });
  await page.getByRole('button', { name: 'Menu (pause)' }).click();
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Play Lines of Action', exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  expect(await fen(page)).toBe(START);
});

test('reload and CONTINUE resume a friend game with the right player to move', async ({ page }) => {
  await startGame(page, 'loa', { friend: true });
  await move(page, 'b1', 'b3');
  await waitForPly(page, 1);
  await expectResumes(page, 'Lines of Action', 1);
  await expect(page.locator('.strip.to-move')).toHaveAttribute('data-player', 'white');
  // Friend mode goes on: White moves next, by hand.
  await move(page, 'a2', 'c2');
  await waitForPly(page, 2);
  await expect(page.locator('.strip.to-move')).toHaveAttribute('data-player', 'black');
});
