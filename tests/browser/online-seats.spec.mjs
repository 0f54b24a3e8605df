// Online games against the real server, on a phone and on a desktop: who sits where and what
// the page says to each. The board names the player's own pieces "your".
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
  });
}
