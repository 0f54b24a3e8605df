import { test, expect, enableTesting, startGame, square, move, waitForPly, board, expectResumes } from './helpers.mjs';

test('a game starts from the settings window and the computer answers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play Archimedes', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Difficulty');
  await page.getByRole('button', { name: 'Easy', exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('[data-score="white"]')).toHaveText('7');
  await expect(page.locator('[data-score="black"]')).toHaveText('7');
  await square(page, 'c2').click();
  await expect(page.locator('.sq.target')).not.toHaveCount(0);
  await expect(square(page, 'd3')).toHaveClass(/target/);
  await square(page, 'b3').click(); // change of mind: another ship
  await expect(square(page, 'b3')).toHaveClass(/selected/);
  await move(page, 'c2', 'd3');
  await waitForPly(page, 2);
  await expect(page.locator('.status')).toHaveText('Your move');
});

test('a sinking flashes red lines from the three watchers', async ({ page }) => {
  await enableTesting(page);
  // The black ship on c4 is watched from c1 and a4; e1-e2 brings the third watcher.
  await startGame(page, 'archimedes', { position: '4BB/5B/W1B3/6/6/W1W1W1 w 0 0' });
  await move(page, 'e1', 'e2');
  await expect(page.locator('.sink-line')).toHaveCount(3);
  await expect(page.locator('[data-score="black"]')).toHaveText('3');
  await expect(page.locator('.piece.gone')).toHaveCount(1);
});

test('a sunk ship fades on its own square instead of sliding away', async ({ page }) => {
  await enableTesting(page);
  // Between friends, so that no answer clears the wreck while it is watched.
  await startGame(page, 'archimedes', { friend: true, position: '4BB/5B/W1B3/6/6/W1W1W1 w 0 0' });
  const square = await page.locator('[data-square="c4"]').boundingBox();
  await move(page, 'e1', 'e2');
  const gone = page.locator('.piece.gone');
  await expect(gone).toHaveCount(1);
  // Sampled through the whole removal animation (it starts 250 ms after the move, lasts 700 ms).
  for (let i = 0; i < 10; i++) {
    const box = await gone.boundingBox();
    expect(Math.abs(box.x - square.x)).toBeLessThan(2);
    expect(Math.abs(box.y - square.y)).toBeLessThan(2);
    await page.waitForTimeout(100);
  }
  const opacity = () => gone.evaluate((el) => Number(getComputedStyle(el, '::after').opacity));
  await expect.poll(opacity).toBe(0);
});

test('a game to its end updates the statistics', async ({ page }) => {
  await enableTesting(page);
  // Sinking c4 leaves Black two ships: fleet below three.
  const position = '4BB/6/W1B3/6/6/W1W1W1 w 0 0';
  await startGame(page, 'archimedes', { level: 'Hard', position });
  await move(page, 'e1', 'e2');
  const end = page.getByRole('dialog');
  await expect(end.locator('#end-title')).toHaveText('You won!');
  await expect(end).toContainText("The computer's fleet fell below three ships.");
  await expect(end).toContainText('1 move played');
  await expect(end).toContainText('You sank 1 ship; the computer sank 0 ships.');
  await expect(end.locator('[data-stat="wins"]')).toHaveText('1');
  await expect(end.locator('[data-stat="rate"]')).toHaveText('100%');
  await expect(end.locator('[data-stat="draws"]')).toHaveText('0');
  await end.getByRole('button', { name: 'Play again' }).click();
  await move(page, 'e1', 'e2');
  await expect(end.locator('[data-stat="wins"]')).toHaveText('2');
  await expect(end.locator('[data-stat="best"]')).toHaveText('2');
  // Statistics are kept per board and difficulty.
  await end.getByRole('button', { name: 'Change settings' }).click();
  await page.getByRole('button', { name: 'Easy', exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await move(page, 'e1', 'e2');
  await expect(end.locator('[data-stat="wins"]')).toHaveText('1');
});

test('reload and CONTINUE resume the same position', async ({ page }) => {
  await startGame(page, 'archimedes', { level: 'Easy', size: 8 });
  await move(page, 'c3', 'e5');
  await waitForPly(page, 2);
  await expectResumes(page, 'Archimedes', 2);
});

test('keyboard play: arrow keys move the cursor and Enter selects', async ({ page }) => {
  await startGame(page, 'archimedes', { level: 'Easy' });
  await board(page).focus();
  // The cursor starts on a1: go to c2, select, then to d3 and move.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await expect(square(page, 'c2')).toHaveClass(/selected/);
  for (const key of ['ArrowRight', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await waitForPly(page, 2);
  await expect(square(page, 'c2')).toHaveAttribute('aria-label', 'c2, empty');
});

test('a reload while the computer thinks resumes its thinking', async ({ page }) => {
  await startGame(page, 'archimedes', { level: 'Crazy' });
  await move(page, 'c2', 'd3');
  await waitForPly(page, 1);
  await page.reload();
  await waitForPly(page, 2);
  await expect(page.locator('.status')).toHaveText('Your move');
});
