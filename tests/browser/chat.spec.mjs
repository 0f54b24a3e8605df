// The chat of an online game: two players talk by quick phrases and typed lines (markup is
// refused in words, other text shown as text); a spectator reads none of it and writes in the
// spectators' room, which the players read only once the game is over; the lines are still there after a reload; axe-core passes.
// The chat is kept with the game: once it is over, a fresh page of a player opening it shows
// the players' lines and the spectators' room, and a stranger's only the spectators' room. The
// preference "Chat in games" takes the chat away from a player's live game and brings it back.
// Browser contexts as people, at 360x640 and at desktop size.
import { test, expect, viewports, violations } from './helpers.mjs';
import { player, createGame, joinGame, play, myName, done } from './online-helpers.mjs';

/**
 * A new page in `p`'s context (the same person, their session), whose problems count as the
 * first page's.
 */
async function freshPage(p) {
  const page = await p.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') p.page.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => p.page.problems.push(`page error: ${error.message}`));
  return page;
}

/** Sets the preference "Chat in games" (`Shown` or `Off`) from the home page, and comes back. */
async function chatPreference(page, choice) {
  await page.locator('.online-bar').getByRole('button', { name: '← Home' }).click();
  await page.getByRole('button', { name: 'Preferences' }).click();
  const preferences = page.getByRole('dialog', { name: 'Preferences' });
  const group = preferences.getByRole('group', { name: 'Chat in games' });
  await group.getByRole('button', { name: choice, exact: true }).click();
  await expect(group.getByRole('button', { name: choice, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await preferences.getByRole('button', { name: 'Done' }).click();
  await expect(preferences).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('.board')).toBeVisible();
}

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

    // Markup is refused in words and nothing is sent; a typed line, sent with Enter, is shown
    // as text, its `<` and all.
    const input = bo.page.getByLabel('Your message');
    await input.fill('<script>alert(1)</script>');
    await input.press('Enter');
    await expect(bo.page.locator('.game-chat .error')).toHaveText(
      'Chat messages are plain text: markup such as <b> or <script> is not allowed.');
    await input.fill('I <3 you too');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(bo.page.locator('.game-chat .error')).toHaveText('');
    await expect(lines(ada.page).nth(1)).toContainText('I <3 you too');
    await expect(ada.page.locator('.game-chat script')).toHaveCount(0);
    await expect(lines(ada.page)).toHaveCount(2);

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

for (const viewport of viewports) {
  test(`on a ${viewport.name}, the chat is kept with the game and shown when the finished game is opened again`, async ({ browser }) => {
    test.setTimeout(90_000);
    const ada = await player(browser, viewport);
    const bo = await player(browser, viewport);
    const eve = await player(browser, viewport);
    const creator = await createGame(ada.page);
    const id = await joinGame(bo.page, creator, ada.page);
    const boName = await myName(bo.page);
    const lines = (page) => page.locator('.game-chat:not(.spectators-room) .chat-line');

    // Two moves, the players' lines, a spectator's line.
    await play(ada.page, 0, [bo.page]);
    await ada.page.locator('.game-chat').getByRole('button', { name: 'Good luck' }).click();
    const boInput = bo.page.getByLabel('Your message');
    await boInput.fill('Thanks, you will need it');
    await boInput.press('Enter');
    await expect(lines(ada.page)).toHaveText([`${creator}: Good luck`, `${boName}: Thanks, you will need it`]);
    await play(bo.page, 1, [ada.page]);
    await eve.page.goto(`/#/online/${id}`);
    await expect(eve.page.getByRole('heading', { name: "Spectators' chat" })).toBeVisible();
    const eveName = await myName(eve.page);
    const eveInput = eve.page.getByLabel('Your message');
    await eveInput.fill('Bold opening');
    await eveInput.press('Enter');
    await expect(lines(eve.page)).toHaveText([`${eveName}: Bold opening`]);

    // Bo resigns: the game is over.
    await bo.page.getByRole('button', { name: 'Resign' }).click();
    await bo.page.getByRole('button', { name: 'Yes, resign' }).click();
    await expect(ada.page.locator('.online-result .result')).toBeVisible();

    // A fresh page of Ada's opening the finished game: its moves, the players' lines, and the
    // spectators' room, read-only.
    const again = await freshPage(ada);
    await again.goto(`/#/online/${id}`);
    await expect(again.locator('.board')).toHaveAttribute('data-ply', '2');
    await expect(again.locator('.online-result .result')).toBeVisible();
    await expect(again.getByRole('heading', { name: 'Chat', exact: true })).toBeVisible();
    await expect(lines(again)).toHaveText([`${creator}: Good luck`, `${boName}: Thanks, you will need it`]);
    const room = again.locator('.spectators-room');
    await expect(room).toBeVisible();
    await expect(room.locator('.chat-line')).toHaveText([`${eveName}: Bold opening`]);
    await expect(room.getByLabel('Your message')).toHaveCount(0);
    expect(await violations(again)).toEqual([]);
    await again.close();
    // Bo's page, reloaded, the same.
    await bo.page.reload();
    await expect(lines(bo.page)).toHaveText([`${creator}: Good luck`, `${boName}: Thanks, you will need it`]);
    await expect(bo.page.locator('.spectators-room .chat-line')).toHaveText([`${eveName}: Bold opening`]);

    // A stranger opening it: the spectators' room only (the players' lines are theirs), and
    // nothing to write in.
    const cy = await player(browser, viewport);
    await cy.page.goto(`/#/online/${id}`);
    await expect(cy.page.locator('.board')).toHaveAttribute('data-ply', '2');
    await expect(cy.page.getByRole('heading', { name: "Spectators' chat" })).toBeVisible();
    await expect(lines(cy.page)).toHaveText([`${eveName}: Bold opening`]);
    await expect(cy.page.getByText('Thanks, you will need it')).toHaveCount(0);
    await expect(cy.page.getByLabel('Your message')).toHaveCount(0);
    await done(ada, bo, eve, cy);
  });

  test(`on a ${viewport.name}, a player turns the chat off in Preferences and on again`, async ({ browser }) => {
    test.setTimeout(90_000);
    const ada = await player(browser, viewport);
    const bo = await player(browser, viewport);
    const creator = await createGame(ada.page);
    await joinGame(bo.page, creator, ada.page);
    const chat = ada.page.locator('.game-chat');
    const lines = chat.locator('.chat-line');

    // Shown at first: Ada reads Bo's line under the game.
    await expect(chat.getByRole('heading', { name: 'Chat', exact: true })).toBeVisible();
    await bo.page.locator('.game-chat').getByRole('button', { name: 'Hello' }).click();
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Hello');

    // Off: the game has no chat (the board is there), and Bo's next line is not shown.
    await chatPreference(ada.page, 'Off');
    await expect(chat).toHaveCount(0);
    await expect(ada.page.getByLabel('Your message')).toHaveCount(0);
    await bo.page.locator('.game-chat').getByRole('button', { name: 'Good luck' }).click();
    await expect(bo.page.locator('.game-chat .chat-line')).toHaveCount(2);
    await expect(ada.page.getByText('Good luck')).toHaveCount(0);

    // On again: the chat is back, with both lines.
    await chatPreference(ada.page, 'Shown');
    await expect(chat.getByRole('heading', { name: 'Chat', exact: true })).toBeVisible();
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText('Good luck');
    await expect(ada.page.getByLabel('Your message')).toBeVisible();
    await done(ada, bo);
  });
}
