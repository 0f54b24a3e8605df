// Challenges by name: a player opens another's page and challenges them (game, board, clock,
// colour); the other sees the challenge at once on whatever page they are on (here the home
// page) and accepts it: both land on the game. A second challenge is declined with a reason,
// which the challenger reads. A player who takes challenges only from accounts is not
// challenged by a visitor (who is told so). Three browser contexts as three people, at
// 360x640 and at desktop size.
import { test, expect, viewports } from './helpers.mjs';
import { player, done } from './online-helpers.mjs';

/** Makes an account `name` in `page` (from the account page). */
async function signUp(page, name) {
  await page.goto('/#/account');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.locator('.online-bar [data-me]')).toHaveAttribute('data-me', name);
}

/** From `page`, challenges `name` on their profile page: Amazons 6 x 6, 5+3, White. */
async function challenge(page, name) {
  await page.goto(`/#/player/${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Challenge ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Challenge ${name}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Amazons', exact: true }).click();
  await dialog.getByRole('button', { name: '6 × 6', exact: true }).click();
  await dialog.getByRole('button', { name: '5+3', exact: true }).click();
  await dialog.getByRole('button', { name: 'White', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send the challenge' }).click();
  await expect(dialog).toHaveCount(0);
}

for (const viewport of viewports) {
  test(`on a ${viewport.name}, a player challenges another by name, who accepts, then declines with a reason`, async ({ browser }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now() % 1e7}${viewport.width}`;
    const adaName = `Ada ${stamp}`.slice(0, 20);
    const bobName = `Bob ${stamp}`.slice(0, 20);
    const ada = await player(browser, viewport);
    const bob = await player(browser, viewport);
    await signUp(ada.page, adaName);
    await signUp(bob.page, bobName);
    // Bob is on the home page: no online page open.
    await bob.page.goto('/');

    await challenge(ada.page, bobName);
    await expect(ada.page.getByText(`Challenge sent: waiting for ${bobName} to answer.`)).toBeVisible();
    const waiting = ada.page.locator('.challenges .challenge.outgoing');
    await expect(waiting).toContainText(`Waiting for ${bobName}`);
    const offered = bob.page.locator('.challenges .challenge.incoming');
    await expect(offered).toContainText(`${adaName} challenges you`);
    await expect(offered).toContainText('Amazons, 6 × 6');
    await expect(offered).toContainText('5+3');
    await offered.getByRole('button', { name: 'Accept' }).click();
    // Both are sent to the game, Ada with White.
    await expect(bob.page).toHaveURL(/#\/online\/[^/]+$/);
    await expect(ada.page).toHaveURL(bob.page.url());
    for (const p of [ada.page, bob.page]) await expect(p.locator('.board')).toBeVisible();
    await expect(ada.page.locator('.status')).toHaveText('Your move');
    await expect(ada.page.locator('.challenges .challenge')).toHaveCount(0);
    await expect(bob.page.locator('.challenges .challenge')).toHaveCount(0);

    // A second challenge, declined with a reason.
    await bob.page.goto('/');
    await challenge(ada.page, bobName);
    await expect(offered).toBeVisible();
    await offered.getByLabel('Reason to decline').selectOption('later');
    await offered.getByRole('button', { name: 'Decline' }).click();
    await expect(offered).toHaveCount(0);
    const answer = ada.page.locator('.challenges .challenge.answered');
    await expect(answer).toContainText(`${bobName} declined your challenge`);
    await expect(answer).toContainText('please ask again later');
    await answer.getByRole('button', { name: 'Dismiss' }).click();
    await expect(answer).toHaveCount(0);

    // Bob takes challenges from accounts only: a visitor is told so.
    await bob.page.goto('/#/account');
    const policy = bob.page.getByLabel('Who may challenge you by name');
    await expect(policy).toBeEnabled();
    await policy.selectOption('accounts');
    await expect(bob.page.getByText('Saved.')).toBeVisible();
    const eve = await player(browser, viewport);
    await eve.page.goto('/#/online');
    await expect(eve.page.locator('.online-bar [data-me]')).toBeVisible();
    await challenge(eve.page, bobName);
    await expect(eve.page.getByRole('alert').filter({ hasText: 'not taking challenges from you' })).toBeVisible();
    await expect(bob.page.locator('.challenges .challenge')).toHaveCount(0);
    await done(ada, bob, eve);
  });
}
