// Rated games are between accounts: a visitor sees a rated game in the lobby with "Log in to
// join" (the server refuses a visitor's join whatever a page sends), and a casual one with Join.
import { test, expect, viewports } from './helpers.mjs';
import { player, createGame, done } from './online-helpers.mjs';

for (const viewport of viewports) {
  test(`on a ${viewport.name}, a visitor is asked to log in to join a rated game`, async ({ browser }) => {
    test.setTimeout(60_000);
    const stamp = `${Date.now() % 1e8}${viewport.width}`;
    const name = `Rater ${stamp}`.slice(0, 20);
    const ada = await player(browser, viewport);
    await ada.page.goto('/#/account');
    const form = ada.page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Password').fill('correct horse battery');
    await form.getByRole('button', { name: 'Create the account' }).click();
    await expect(ada.page.locator('.online-bar [data-me]')).toHaveAttribute('data-me', name);
    const creator = await createGame(ada.page, { rated: true, time: '10+5' });
    const casual = await player(browser, viewport);
    const casualCreator = await createGame(casual.page, { game: 'Lines of Action', board: '8 × 8' });

    const visitor = await player(browser, viewport);
    await visitor.page.goto('/#/online');
    const rated = visitor.page.locator(`.game-line[data-creator="${creator}"]`);
    await expect(rated).toContainText('Rated');
    await expect(rated.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
    const open = visitor.page.locator(`.game-line[data-creator="${casualCreator}"]`);
    await expect(open.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    // The click goes to this row's button itself: other tests' games come and go in the
    // shared lobby, and a click by position while the rows move would take another game.
    await rated.getByRole('button', { name: 'Log in to join' }).dispatchEvent('click');
    await expect(visitor.page).toHaveURL(/#\/account$/);
    await expect(visitor.page.getByRole('form', { name: 'Log in' })).toBeVisible();
    await done(ada, casual, visitor);
  });
}
