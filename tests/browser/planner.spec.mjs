// Conditional moves as players make them, two browser contexts as two people: in a
// correspondence game, Ada moves, then plans at the board "if Bob plays this, I answer that"
// (both moves played on the planner's board by clicks) and saves the plan; when Bob plays
// into it, Ada's answer is on his board at once, without Ada doing anything. A line of their
// move alone cannot be added; a line started again leaves the board at the game's position.
// At 360x640 and at desktop size.
import { test, expect, viewports } from './helpers.mjs';
import { AMAZONS, player, createGame, joinGame, play, seePly, done } from './online-helpers.mjs';

const click = async (page, squares) => {
  for (const name of squares) await page.locator(`[data-square="${name}"]`).click();
};

for (const viewport of viewports) {
  test(`on a ${viewport.name}, a planned answer is played the moment the opponent plays into it`, async ({ browser }) => {
    test.setTimeout(60_000);
    const ada = await player(browser, viewport);
    const bob = await player(browser, viewport);
    const creator = await createGame(ada.page, { time: '1 day' });
    await joinGame(bob.page, creator, ada.page);
    await play(ada.page, 0, [bob.page]);

    // Bob is to move: Ada plans.
    const planner = ada.page.locator('section.planner');
    await expect(planner).toContainText('No answers planned.');
    await planner.getByRole('button', { name: 'Plan your answers' }).click();
    await expect(planner).toContainText('This line: no moves yet.');
    const add = planner.getByRole('button', { name: 'Add this line' });
    await click(ada.page, AMAZONS[1]); // Bob's move, on the planner's board
    await expect(planner).toContainText('This line: a5-a3/c1');
    await expect(add).toBeDisabled();
    await planner.getByRole('button', { name: 'Start the line again' }).click();
    await expect(planner).toContainText('This line: no moves yet.');
    await seePly(ada.page, 1);
    await click(ada.page, AMAZONS[1]);
    await click(ada.page, AMAZONS[2]); // her answer
    await expect(planner).toContainText('This line: a5-a3/c1 b4-c5/c4');
    await add.click();
    await expect(planner.getByRole('list', { name: 'The plan' }).getByRole('listitem')).toHaveText(['a5-a3/c1 b4-c5/c4 Remove']);
    await planner.getByRole('button', { name: 'Save the plan' }).click();
    await expect(planner).toContainText('You have planned answers: 1 line.');
    // Nothing was played: the board is the game's.
    await seePly(ada.page, 1);
    await seePly(bob.page, 1);

    // Bob plays into the plan: Ada's answer is on his board at once.
    await expect(bob.page.locator('.status')).toHaveText('Your move');
    await click(bob.page, AMAZONS[1]);
    await seePly(bob.page, 3);
    await seePly(ada.page, 3);
    await expect(bob.page.locator('.status')).toHaveText('Your move');
    await done(ada, bob);
  });
}
