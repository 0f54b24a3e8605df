// What went wrong when the page was used as a new player would, each at phone and desktop
// size: a link to a game the site does not have, Undo in games that are not this device's to
// undo, a worker that dies, a huge paste, and the worker's memory over a long visit.
import { test, expect, startGame, move, waitForPly, fen, holdTheComputer, viewports, openMenu, sharedText } from './helpers.mjs';


const undo = (page) => page.getByRole('button', { name: 'Undo' });

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a link to a game the site does not have says so, and the address is the home page again', async ({ page }) => {
      await page.goto('/#/view/chess/8?moves=e2-e4');
      await expect(page.getByText('This link names a game or board this site does not have.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Amazons' })).toBeVisible();
      await expect(page).toHaveURL(/#\/$/);
      // A reload does not say it again.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Amazons' })).toBeVisible();
      await expect(page.getByText('This link names a game or board')).toHaveCount(0);
    });

    test('Undo follows who played: never in a game looked at, never a friend\'s move by link', async ({ browser }) => {
      const mine = await browser.newContext({ viewport });
      const theirs = await browser.newContext({ viewport });
      const me = await mine.newPage();
      const friend = await theirs.newPage();
      await startGame(me, 'amazons', { friend: true });
      await move(me, 'b1', 'b4', 'b1');
      await waitForPly(me, 1);

      // A shared game, looked at: its moves are not there to be undone.
      await openMenu(me, 'Share a link to this game');
      const shared = await sharedText(me);
      await me.getByRole('button', { name: 'Resume' }).click();
      await friend.goto(shared);
      await waitForPly(friend, 1);
      await expect(undo(friend)).toBeDisabled();

      // Play by link: the friend's move that arrived stays; only the answer made here goes.
      await me.getByRole('button', { name: 'Send your move' }).click();
      const toFriend = await sharedText(me);
      await friend.goto(toFriend);
      await waitForPly(friend, 1);
      await expect(undo(friend)).toBeDisabled();
      await move(friend, 'a5', 'a3', 'c1');
      await waitForPly(friend, 2);
      // Nobody at this device plays the other side: its amazons do not answer taps.
      await move(friend, 'b4', 'b5');
      await expect(friend.locator('.sq.target')).toHaveCount(0);
      await expect(undo(friend)).toBeEnabled();
      await undo(friend).click();
      await waitForPly(friend, 1);
      await expect(undo(friend)).toBeDisabled();
      await friend.reload();
      await waitForPly(friend, 1);
      await expect(undo(friend)).toBeDisabled();
      await mine.close();
      await theirs.close();
    });

    test('a worker that dies is replaced, the player is told, and the computer moves', async ({ page, context }) => {
      const workers = [];
      page.on('worker', (worker) => workers.push(worker));
      const hold = await holdTheComputer(context);
      await startGame(page, 'amazons', { level: 'Easy' });
      await move(page, 'b1', 'b4', 'b1');
      await waitForPly(page, 1);
      await expect(page.getByRole('status', { name: 'The computer is thinking' })).toBeVisible();
      // The worker that has the question ends without a word, as a panic would end it.
      expect(workers.length).toBeGreaterThan(0);
      await workers[0].evaluate(() => self.close());
      hold.open();
      await expect(page.getByText('The computer stopped responding, so it was restarted. The game goes on.')).toBeVisible({ timeout: 15_000 });
      await waitForPly(page, 2);
      // And the game goes on: the player's turn, nothing left thinking.
      await expect(page.getByRole('status', { name: 'The computer is thinking' })).toHaveCount(0);
      await expect(page.locator('.status')).toHaveText('Your move');
    });

    test('an answer about a game left behind never stops the next game\'s computer', async ({ page, context }) => {
      // A saved game of Lines of Action with the computer to move.
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('skillgames/v1/save/loa', JSON.stringify({
        version: 1, game: 'loa', size: 8, level: 'easy', opponent: 'Computer', start: null, moves: ['b1-b3'],
      })));
      const hold = await holdTheComputer(context);
      await page.reload();
      // Amazons: the player moves, and leaves while the computer thinks about it.
      await startGame(page, 'amazons', { level: 'Easy', computer: true });
      await move(page, 'b1', 'b4', 'b1');
      await expect(page.getByRole('status', { name: 'The computer is thinking' })).toBeVisible();
      await page.getByRole('button', { name: 'Menu (pause)' }).click();
      await page.getByRole('button', { name: 'Home' }).click();
      // The saved game opens and asks the computer; the answer about Amazons comes first.
      await page.getByRole('button', { name: 'Continue Lines of Action' }).click();
      await waitForPly(page, 1);
      hold.open();
      await waitForPly(page, 2);
      await expect(page.locator('.status')).toHaveText('Your move');
    });

    test('a huge pasted record is refused in a short message and changes nothing', async ({ page }) => {
      await startGame(page, 'loa', { friend: true });
      await move(page, 'b1', 'b3');
      await waitForPly(page, 1);
      const before = await fen(page);
      await openMenu(page, 'Open a game record');
      const huge = `Game: Lines of Action\n\n${'b1-b3 '.repeat(12_000)}`;
      await page.getByLabel('Game record or position').fill(huge);
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('This text is too long to be a game record.');
      const word = 'x'.repeat(3000);
      await page.getByLabel('Game record or position').fill(`Game: ${word}`);
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      const said = await page.getByRole('alert').textContent();
      expect(said.length).toBeLessThan(100);
      expect(said).toContain('xxx…');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Resume' }).click();
      expect(await fen(page)).toBe(before);
    });
  });
}

// The computer keeps a bounded memory: one visit that plays every board of every game (a hint,
// the top level's search; the hint's move played; the computer's answer) and analyses a game.
test('the worker\'s memory stays bounded over a visit to every board', async ({ page }) => {
  test.setTimeout(120_000);
  const boards = [['archimedes', [6, 8, 10]], ['amazons', [6, 8, 10]], ['loa', [8]]];
  let memory = 0;
  for (const [game, sizes] of boards) {
    for (const size of sizes) {
      await startGame(page, game, { level: 'Easy', size, computer: true });
      await page.getByRole('button', { name: 'Hint' }).click();
      await expect(page.locator('.sq.hint')).not.toHaveCount(0, { timeout: 20_000 });
      // The hint's move, tapped square by square, and the computer's answer.
      const hint = await page.locator('.board').getAttribute('data-hint');
      await move(page, ...hint.match(/[a-j](10|[1-9])/g));
      await waitForPly(page, 2);
      const reported = await page.locator('[data-worker-memory]').getAttribute('data-worker-memory');
      if (reported) memory = Math.max(memory, Number(reported));
    }
  }
  // A game between friends, analysed.
  await startGame(page, 'archimedes', { friend: true, size: 6 });
  await move(page, 'c2', 'd3');
  await waitForPly(page, 1);
  await move(page, 'e6', 'f6');
  await waitForPly(page, 2);
  await page.getByRole('button', { name: 'Previous move' }).click();
  await page.getByRole('button', { name: 'Analyse the game' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  const reported = await page.locator('[data-worker-memory]').getAttribute('data-worker-memory');
  memory = Math.max(memory, Number(reported));
  console.log(`worker memory after the visit: ${(memory / 1048576).toFixed(1)} MiB`);
  // Three tables of 16 MiB and the program: far below one table per board and level.
  expect(memory).toBeGreaterThan(0);
  expect(memory).toBeLessThan(96 * 1048576);
});
