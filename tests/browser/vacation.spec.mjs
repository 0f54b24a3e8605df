// Vacation as players live it, two browser contexts as two people: Ada (an account) plays a
// correspondence game against Bob; she goes on vacation from her account page, and Bob, still
// at the board, sees that she is away until when and that her clock has stopped; at the board
// she sees it too. Back early, she has the days she did not use back and Bob sees her clock run again. At
// 360x640 and at desktop size.
import { test, expect, viewports } from './helpers.mjs';
import { player, createGame, joinGame, done, signUp } from './online-helpers.mjs';

for (const viewport of viewports) {
  test(`on a ${viewport.name}, a vacation stops the correspondence clock and the opponent sees until when`, async ({ browser }) => {
    test.setTimeout(60_000);
    const ada = await player(browser, viewport);
    const bob = await player(browser, viewport);
    const name = `Away${viewport.width}x${Date.now() % 100_000}`;
    await signUp(ada, name);

    await createGame(ada.page, { time: '1 day' });
    const id = await joinGame(bob.page, name, ada.page);
    // Ada (White) is to move: her clock runs.
    const adaClock = bob.page.locator('.clock[data-colour="White"]');
    await expect(adaClock).toHaveClass(/running/);

    // Ada goes away for 3 days.
    await ada.page.goto('/#/account');
    const section = ada.page.locator('section.vacation');
    await expect(section).toContainText('You have 30 days left this year.');
    await section.getByLabel('Days away').fill('3');
    await section.getByRole('button', { name: 'Go on vacation' }).click();
    await expect(section).toContainText('You are on vacation until');
    await expect(section.getByRole('button', { name: 'Come back now' })).toBeVisible();

    // Bob, at the board, sees it, and her clock stopped.
    await expect(bob.page.locator('.on-vacation')).toContainText(`${name} is on vacation until`);
    await expect(bob.page.locator('.on-vacation')).toContainText('their clock is stopped.');
    await expect(adaClock).not.toHaveClass(/running/);
    // At the board, Ada sees it too.
    await ada.page.goto(`/#/online/${id}`);
    await expect(ada.page.locator('.on-vacation')).toContainText('You are on vacation until');

    // Back early: the whole days she did not use back (a day begun counts), the banner gone,
    // her clock running again.
    await ada.page.goto('/#/account');
    await section.getByRole('button', { name: 'Come back now' }).click();
    await expect(section).toContainText('You have 29 days left this year.');
    await expect(bob.page.locator('.on-vacation')).toHaveCount(0);
    await expect(adaClock).toHaveClass(/running/);
    await done(ada, bob);
  });
}
