// The chat of an online game: two players talk by quick phrases and typed lines (markup stays
// text); a spectator reads none of it and writes in the spectators' room, which the players
// read only once the game is over; the lines are still there after a reload; axe-core passes.
// Three browser contexts as three people, at 360x640 and at desktop size.
import { test, expect, viewports, violations } from './helpers.mjs';
import { player, createGame, joinGame, done } from './online-helpers.mjs';

for (const viewport of viewports) {
  test(`on a ${viewport.name}, two players chat during a game and a spectator reads none of it`, async ({ browser }) => {
    test.setTimeout(60_000);
    const ada = await player(browser, viewport);
    const bo = await player(browser, viewport);
    const creator = await createGame(ada.page);
    await joinGame(bo.page, creator, ada.page);
    const lines = (page) => page.locator('.game-chat .chat-line');

    // A quick phrase.
    await ada.page.locator('.game-chat').getByRole('button', { name: 'Good luck' }).click();
    await expect(lines(bo.page)).toHaveCount(1);
    await expect(lines(bo.page).first()).toHaveText(`${creator}: Good luck`);
    await expect(lines(ada.page)).toHaveCount(1);

    // A typed line, sent with Enter: markup is shown as it was written.
    const input = bo.page.getByLabel('Your message');
    await input.fill('<b>you too</b>');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(lines(ada.page).nth(1)).toContainText('<b>you too</b>');
    await expect(ada.page.locator('.game-chat b')).toHaveCount(0);

    // Too long: said on the page, nothing sent.
    await input.evaluate((el) => el.removeAttribute('maxlength'));
    await input.fill('x'.repeat(141));
    await bo.page.locator('.game-chat').getByRole('button', { name: 'Send' }).click();
    await expect(bo.page.locator('.game-chat .error')).toHaveText('A chat message has at most 140 characters.');
    await expect(lines(ada.page)).toHaveCount(2);

    // A spectator sees the game and the spectators' room, none of the players' lines.
    const eve = await player(browser, viewport);
    await eve.page.goto(ada.page.url().replace(/^.*#/, '/#'));
    await expect(eve.page.locator('.board')).toBeVisible();
    await expect(eve.page.getByRole('heading', { name: "Spectators' chat" })).toBeVisible();
    await expect(lines(eve.page)).toHaveCount(0);
    await expect(eve.page.locator('.game-chat .empty')).toHaveText('Nothing said yet.');
    const eveInput = eve.page.getByLabel('Your message');
    await eveInput.fill('What a game');
    await eveInput.press('Enter');
    await expect(lines(eve.page)).toHaveCount(1);
    const eveName = await eve.page.locator('.online-bar [data-me]').getAttribute('data-me');
    await expect(lines(eve.page).first()).toHaveText(`${eveName}: What a game`);
    expect(await violations(eve.page)).toEqual([]);
    // The players' chat has only the players' lines.
    await bo.page.locator('.game-chat').getByRole('button', { name: 'Good game' }).click();
    await expect(lines(ada.page)).toHaveCount(3);
    await expect(lines(eve.page)).toHaveCount(1);
    await expect(ada.page.locator('.game-chat').filter({ hasText: 'What a game' })).toHaveCount(0);

    // Kept: after a reload the lines are there.
    await ada.page.reload();
    await expect(lines(ada.page)).toHaveCount(3);
    await expect(lines(ada.page).first()).toHaveText(`${creator}: Good luck`);
    expect(await violations(ada.page)).toEqual([]);

    // Once the game is over, its players read the spectators' room too.
    await bo.page.getByRole('button', { name: 'Resign' }).click();
    await bo.page.getByRole('button', { name: 'Yes, resign' }).click();
    const room = ada.page.locator('.spectators-room');
    await expect(room).toBeVisible();
    await expect(room.locator('.chat-line')).toHaveText([`${eveName}: What a game`]);

    // A preference turns the chat off: chosen on the home page, the game shows none.
    await eve.page.locator('.online-bar').getByRole('button', { name: '← Home' }).click();
    await eve.page.getByRole('button', { name: 'Preferences' }).click();
    const preferences = eve.page.getByRole('dialog', { name: 'Preferences' });
    await preferences.getByRole('group', { name: 'Chat in games' }).getByRole('button', { name: 'Off' }).click();
    await preferences.getByRole('button', { name: 'Done' }).click();
    await eve.page.goBack();
    await expect(eve.page.locator('.board')).toBeVisible();
    await expect(eve.page.locator('.game-chat')).toHaveCount(0);
    await done(ada, bo, eve);
  });
}
