// Game records, share links, play by link on two devices, and play from here: in every game,
// on a phone and on a desktop, as a person does it (menus, buttons, pasting text).
import { test, expect, startGame, move, waitForPly, fen, viewports, openMenu, sharedText } from './helpers.mjs';

// Two moves of each game by the squares a person taps, and their notation.
const games = [
  { game: 'archimedes', title: 'Archimedes', taps: [['c2', 'd3'], ['e6', 'f6']], texts: ['c2-d3', 'e6-f6'] },
  { game: 'amazons', title: 'Amazons', taps: [['b1', 'b4', 'b1'], ['a5', 'a3', 'c1']], texts: ['b1-b4/b1', 'a5-a3/c1'] },
  { game: 'loa', title: 'Lines of Action', taps: [['b1', 'b3'], ['a2', 'c2']], texts: ['b1-b3', 'a2-c2'] },
];

for (const viewport of viewports) {
  for (const { game, title, taps, texts } of games) {
    test(`${game} on a ${viewport.name}: a record out and back in, a share link, play from here`, async ({ page, browser }) => {
      await page.setViewportSize(viewport);
      await startGame(page, game, { friend: true });
      await move(page, ...taps[0]);
      await waitForPly(page, 1);
      await move(page, ...taps[1]);
      await waitForPly(page, 2);
      const live = await fen(page);

      // The record: headers, then the numbered moves.
      await openMenu(page, 'Game record');
      const record = await sharedText(page);
      expect(record).toContain(`Game: ${title}\n`);
      expect(record).toContain('White: Player\nBlack: Player\nResult: Unfinished\nDate: ');
      expect(record).toMatch(new RegExp(`\\n1\\. ${texts[0].replace('/', '\\/')} ${texts[1].replace('/', '\\/')}\\n$`));

      // A broken record names the line and the move, and changes nothing.
      await page.getByRole('button', { name: 'Resume' }).click();
      await openMenu(page, 'Open a game record');
      const broken = record.replace(texts[1], texts[0]);
      await page.getByLabel('Game record or position').fill(broken);
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(`move 1 for`);
      await expect(page.getByRole('alert')).toContainText(`“${texts[0]}”, is not a legal move there`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Resume' }).click();
      expect(await fen(page)).toBe(live);

      // The good record opens in review: nobody moves in it.
      await openMenu(page, 'Open a game record');
      await page.getByLabel('Game record or position').fill(record);
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(page.getByRole('note')).toContainText('A game to look at');
      await waitForPly(page, 2);
      await expect(page.getByRole('region', { name: 'Moves' }).locator('button.move')).toHaveText(texts);
      await page.getByRole('button', { name: 'Previous move' }).click();
      await waitForPly(page, 1);

      // A share link opens the same game on someone else's device, in review.
      await openMenu(page, 'Share a link to this game');
      const link = await sharedText(page);
      expect(link).toContain(`/#/view/${game}/`);
      const elsewhere = await browser.newContext({ viewport });
      const other = await elsewhere.newPage();
      await other.goto(link);
      await expect(other.getByRole('note')).toContainText('A game to look at');
      await waitForPly(other, 2);
      expect(await fen(other)).toBe(live);

      // Play from here: a new game from the position on show, against the computer.
      await other.getByRole('button', { name: 'Previous move' }).click();
      await waitForPly(other, 1);
      await other.getByRole('button', { name: 'Play from here' }).click();
      const settings = other.getByRole('dialog');
      await expect(settings).toContainText('not counted in your statistics');
      await settings.getByRole('button', { name: 'Computer', exact: true }).click();
      await settings.getByRole('button', { name: 'Start the game' }).click();
      await waitForPly(other, 0);
      await expect(other.getByRole('note')).toHaveCount(0);
      // The player takes the side to move; the computer answers.
      await move(other, ...taps[1]);
      await waitForPly(other, 2);
      await elsewhere.close();

      // Closing the looked-at game brings back the game in progress.
      await page.getByRole('button', { name: 'Resume' }).click();
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await waitForPly(page, 2);
      expect(await fen(page)).toBe(live);
      await expect(page.getByRole('note')).toHaveCount(0);
    });

    test(`${game} on a ${viewport.name}: play by link with a friend on another device`, async ({ browser }) => {
      // Two devices: two browsers that share nothing but the links.
      const mine = await browser.newContext({ viewport });
      const theirs = await browser.newContext({ viewport });
      const me = await mine.newPage();
      const friend = await theirs.newPage();
      await startGame(me, game, { friend: true });
      await move(me, ...taps[0]);
      await waitForPly(me, 1);
      await me.getByRole('button', { name: 'Send your move' }).click();
      const toFriend = await sharedText(me);
      expect(toFriend).toContain(`/#/turn/${game}/`);

      // The friend sees the move arrive (the board shows the position before it first, then
      // plays it), answers and sends the game back.
      await friend.addInitScript(() => {
        window.plies = [];
        new MutationObserver(() => {
          const ply = document.querySelector('.board')?.getAttribute('data-ply');
          if (ply && window.plies.at(-1) !== ply) window.plies.push(ply);
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await friend.goto(toFriend);
      await waitForPly(friend, 1);
      expect(await friend.evaluate(() => window.plies)).toEqual(['0', '1']);
      await expect(friend.locator('.sq.last')).not.toHaveCount(0);
      await expect(friend.getByRole('region', { name: 'Moves' }).locator('button.move')).toHaveText([texts[0]]);
      await move(friend, ...taps[1]);
      await waitForPly(friend, 2);
      await friend.getByRole('button', { name: 'Send your move' }).click();
      const back = await sharedText(friend);

      // My game in progress goes on with the friend's answer, without asking.
      await me.goto(back);
      await waitForPly(me, 2);
      await expect(me.getByRole('dialog')).toHaveCount(0);
      await expect(me.getByRole('region', { name: 'Moves' }).locator('button.move')).toHaveText(texts);
      // A reload resumes it.
      await me.reload();
      await waitForPly(me, 2);

      // A link of another game (here, the first one, from before the answer) asks before
      // replacing mine; keeping mine changes nothing.
      const mineNow = await fen(me);
      await me.goto(toFriend);
      const ask = me.getByRole('dialog');
      await expect(ask).toContainText('Opening it replaces your game');
      await ask.getByRole('button', { name: 'Keep my game' }).click();
      await waitForPly(me, 2);
      expect(await fen(me)).toBe(mineNow);
      // A damaged link says so and changes nothing either.
      await me.goto(back.replace(/moves=.*/, 'moves=zz-zz'));
      await expect(me.getByText('Move 1 in this link is not a legal move: the link is damaged.')).toBeVisible();
      await me.goto(`/#/play/${game}`);
      await waitForPly(me, 2);
      expect(await fen(me)).toBe(mineNow);
      await mine.close();
      await theirs.close();
    });
  }
}

test('a hostile link shows a message and the home page, and the saved game survives', async ({ page }) => {
  await startGame(page, 'loa', { friend: true });
  await move(page, 'b1', 'b3');
  await waitForPly(page, 1);
  const saved = await page.evaluate(() => localStorage.getItem('skillgames/v1/save/loa'));
  await page.goto('/#/view/loa/8?moves=%3Cimg%20src=x%20onerror=alert(1)%3E');
  await expect(page.getByText('Move 1 in this link is not a legal move: the link is damaged.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lines of Action' })).toBeVisible();
  await page.goto('/#/view/loa/9');
  await expect(page.getByText('This link names a game or board this site does not have.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('skillgames/v1/save/loa'))).toBe(saved);
});

test('a pasted position opens in review, and Copy puts the record on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await startGame(page, 'archimedes', { friend: true });
  await openMenu(page, 'Open a game record');
  await page.getByLabel('Game record or position').fill('4BB/5B/W1B3/6/6/W1W1W1 w 0 0');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('note')).toBeVisible();
  expect(await fen(page)).toBe('4BB/5B/W1B3/6/6/W1W1W1 w 0 0');
  await openMenu(page, 'Game record');
  await page.getByRole('dialog').getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('dialog').getByText('Copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Position: 4BB/5B/W1B3/6/6/W1W1W1 w 0 0');
});
