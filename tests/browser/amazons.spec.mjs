import { test, expect, enableTesting, startGame, square, move, waitForPly, fen, expectResumes } from './helpers.mjs';

test('three taps, with a take-back before firing', async ({ page }) => {
  await startGame(page, 'amazons', { level: 'Easy' });
  await expect(page.locator('[data-score="white"]')).toHaveText('24');
  await square(page, 'b1').click();
  await square(page, 'b4').click();
  await expect(page.locator('.status')).toHaveText('SHOOT AN ARROW');
  await expect(square(page, 'b1')).toHaveClass(/target/); // the vacated square can be shot at
  await square(page, 'b4').click(); // take it back
  await expect(page.locator('.status')).toHaveText('Your move');
  await expect(square(page, 'b1')).toHaveAttribute('aria-label', 'b1, your amazon');
  await move(page, 'b1', 'b4', 'b1');
  await expect(square(page, 'b1')).toHaveAttribute('aria-label', 'b1, arrow');
  await waitForPly(page, 2);
  await expect(page.locator('.piece.arrow')).toHaveCount(2);
  await expect(page.locator('.status')).toHaveText('Your move');
});

test('walling in the last black amazon wins', async ({ page }) => {
  await enableTesting(page);
  // Black's only way out is c4; c2-c3 shooting c4 closes it.
  await startGame(page, 'amazons', { level: 'Crazy', position: 'BBX3/BBX3/XX4/5W/2W3/4WW w 4 4' });
  await move(page, 'c2', 'c3', 'c4');
  const end = page.getByRole('dialog');
  await expect(end.locator('#end-title')).toHaveText('You won!');
  await expect(end).toContainText('The computer had no legal move.');
  await expect(end.locator('[data-stat="wins"]')).toHaveText('1');
  await expect(end.locator('[data-stat="losses"]')).toHaveText('0');
  // Amazons cannot end in a draw, so the end screen counts none.
  await expect(end.locator('[data-stat="draws"]')).toHaveCount(0);
  await expect(end).not.toContainText('Draws');
});

test('the computer thinks in a worker while the menu stays usable', async ({ page }) => {
  await startGame(page, 'amazons', { level: 'Crazy', size: 10 });
  // The page's frames, from now on: a search on the page's own thread would stop them for
  // the two seconds crazy thinks.
  await page.evaluate(() => {
    window.frameGaps = [];
    let last = performance.now();
    const tick = (now) => {
      window.frameGaps.push(now - last);
      last = now;
      if (!window.stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await move(page, 'd1', 'd7', 'g7');
  await expect(page.locator('.thinking')).toBeVisible();
  await page.getByRole('button', { name: 'Menu (pause)' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await waitForPly(page, 2, 30_000);
  const longest = await page.evaluate(() => {
    window.stopFrames = true;
    return Math.max(...window.frameGaps);
  });
  expect(longest).toBeLessThan(1000);
});

test('reload and CONTINUE resume the same position, arrows and board size included', async ({ page }) => {
  await startGame(page, 'amazons', { level: 'Normal', size: 8 });
  await move(page, 'c1', 'c5', 'e5');
  await waitForPly(page, 2);
  expect((await fen(page)).split(' ')[0].split('/')).toHaveLength(8);
  await expectResumes(page, 'Amazons', 2);
  await expect(page.locator('.piece.arrow')).toHaveCount(2);
  await expect(page.locator('.status')).toHaveText('Your move');
});
