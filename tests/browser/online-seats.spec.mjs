// Online games against the real server, on a phone and on a desktop: who sits where and what
// the page says to each. The board names the player's own pieces "your"; a creator who picks
// Black in Lines of Action (which Black starts) gets Black and moves first; a takeback offer
// reads right to both players; a friend's challenge with its colour drawn by lot is its
// creator's own game (the link and Cancel, not Join); an aborted game offers no rematch.
import { test, expect, viewports } from './helpers.mjs';
import { player, myName, createGame, joinGame, seePly, play, done } from './online-helpers.mjs';

/** The words a screen reader hears for a square. */
const label = (page, name) => page.locator(`[data-square="${name}"]`).getAttribute('aria-label');

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test('the online board names the player\'s own pieces "your", as against the computer', async ({ browser }) => {
      const ada = await player(browser, viewport);
      const bo = await player(browser, viewport);
      const creator = await createGame(ada.page);
      await joinGame(bo.page, creator, ada.page);
      await expect(ada.page.locator('[data-square="b1"]')).toHaveAttribute('aria-label', 'b1, your amazon');
      expect(await label(ada.page, 'a5')).toBe('a5, your opponent\'s amazon');
      expect(await label(bo.page, 'b1')).toBe('b1, your opponent\'s amazon');
      expect(await label(bo.page, 'a5')).toBe('a5, your amazon');
      await done(ada, bo);
    });

    test('Lines of Action: a creator who picks Black plays Black and moves first', async ({ browser }) => {
      const ada = await player(browser, viewport);
      const bo = await player(browser, viewport);
      const creator = await createGame(ada.page, { game: 'Lines of Action', board: '8 × 8', colour: 'Black' });
      await joinGame(bo.page, creator, ada.page);
      const joiner = await myName(bo.page);
      // The creator's strip (at the bottom) is Black's, and Black moves first.
      const own = ada.page.locator('.strip').last();
      await expect(own).toHaveAttribute('data-player', 'black');
      await expect(own).toContainText(`Black ${creator}`);
      await expect(ada.page.locator('.strip').first()).toContainText(`White ${joiner}`);
      await expect(ada.page.locator('.status')).toHaveText('Your move');
      await expect(bo.page.locator('.status')).toHaveText('Waiting for your opponent\'s move.');
      expect(await label(ada.page, 'b1')).toBe('b1, your piece');
      // Black's piece from b1 two squares up its file (two pieces on it).
      for (const name of ['b1', 'b3']) await ada.page.locator(`[data-square="${name}"]`).click();
      await seePly(ada.page, 1);
      await seePly(bo.page, 1);
      await expect(bo.page.locator('.status')).toHaveText('Your move');
      await done(ada, bo);
    });

    test('a takeback offer reads right to the one who asks and to the one who answers', async ({ browser }) => {
      const ada = await player(browser, viewport);
      const bo = await player(browser, viewport);
      const creator = await createGame(ada.page);
      await joinGame(bo.page, creator, ada.page);
      await play(ada.page, 0, [bo.page]);
      await ada.page.getByRole('button', { name: 'Takeback' }).click();
      await expect(ada.page.getByText('You asked to take back your last move: waiting for an answer.')).toBeVisible();
      const offer = bo.page.locator('.offer');
      await expect(offer).toContainText('Your opponent asks to take back their last move.');
      await offer.getByRole('button', { name: 'Accept' }).click();
      await seePly(ada.page, 0);
      await seePly(bo.page, 0);
      await expect(ada.page.locator('.status')).toHaveText('Your move');
      await done(ada, bo);
    });

    test('a friend\'s challenge by lot is its creator\'s own game; an aborted game offers no rematch', async ({ browser }) => {
      const ada = await player(browser, viewport);
      const bo = await player(browser, viewport);
      await ada.page.goto('/#/online');
      await myName(ada.page);
      await ada.page.getByRole('button', { name: 'Challenge a friend' }).click();
      const create = ada.page.getByRole('dialog');
      for (const choice of ['Amazons', '6 × 6', '10+5', 'Random']) {
        await create.getByRole('button', { name: choice, exact: true }).click();
      }
      await create.getByRole('button', { name: 'Create the challenge' }).click();
      const share = ada.page.getByRole('dialog', { name: 'Challenge a friend' });
      const link = await share.locator('textarea').inputValue();
      await share.getByRole('button', { name: 'Done' }).click();
      // The creator's own game: waiting for someone, with the link and Cancel, not Join.
      await expect(ada.page.locator('.status')).toHaveText('Waiting for someone to join.');
      await expect(ada.page.locator('.invite')).toHaveText(link);
      await expect(ada.page.getByRole('button', { name: 'Cancel the game' })).toBeVisible();
      await expect(ada.page.getByRole('button', { name: 'Join this game' })).toHaveCount(0);
      // The friend sees it as an open game to join.
      await bo.page.goto(link);
      await expect(bo.page.locator('.status')).toHaveText('This game is waiting for an opponent.');
      await expect(bo.page.getByRole('button', { name: 'Cancel the game' })).toHaveCount(0);
      await bo.page.getByRole('button', { name: 'Join this game' }).click();
      // Seated by lot: whoever is to move aborts before any move.
      const mover = async () => {
        for (const p of [ada.page, bo.page]) {
          if ((await p.locator('.status').textContent()) === 'Your move') return p;
        }
        return null;
      };
      await expect.poll(mover).not.toBeNull();
      await (await mover()).getByRole('button', { name: 'Abort' }).click();
      for (const p of [ada.page, bo.page]) {
        await expect(p.locator('.online-result .result')).toHaveText('The game was aborted: no result.');
        await expect(p.getByRole('button', { name: 'Back to the lobby' })).toBeVisible();
        await expect(p.getByRole('button', { name: 'Rematch' })).toHaveCount(0);
      }
      await done(ada, bo);
    });
  });
}
