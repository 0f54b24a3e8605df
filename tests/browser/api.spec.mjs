// Personal API tokens on the account page, as a player makes and uses one: an account makes a
// token with a name and what it may do, sees its secret once (with a button to copy it), uses
// it with the API (docs/api.md), sees its last use, and revokes it (the API then refuses it).
// A visitor has no tokens. A game played through the API while the player's page was closed
// does not take the page to it once it is over. At 360x640 and at desktop size.
import { test, expect, viewports } from './helpers.mjs';
import { player, done } from './online-helpers.mjs';

for (const viewport of viewports) {
  test(`on a ${viewport.name}, an account makes an API token, uses it and revokes it`, async ({ browser }) => {
    test.setTimeout(60_000);
    const name = `Tok ${Date.now() % 1e7}${viewport.width}`.slice(0, 20);
    // The refused token (400) is said on the page; the browser also logs the answer's status.
    const ada = await player(browser, viewport, { allowed: /status of 400/ });
    const { page } = ada;
    // A visitor is offered an account, not tokens.
    await page.goto('/#/account');
    await expect(page.getByRole('form', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'API tokens' })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Password').fill('correct horse battery');
    await form.getByRole('button', { name: 'Create the account' }).click();
    await expect(page.locator('.online-bar [data-me]')).toHaveAttribute('data-me', name);

    await page.goto('/#/account');
    const tokens = page.getByRole('region', { name: 'API tokens' });
    await expect(tokens).toBeVisible();
    await tokens.getByLabel('Name').fill('my bot');
    // Play as a bot is ticked already; reading the account too.
    await tokens.getByRole('checkbox', { name: /Read the account/ }).check();
    await tokens.getByRole('button', { name: 'Make a token' }).click();
    const secret = tokens.locator('#new-token');
    await expect(secret).toHaveText(/^sgp_\S{20,}$/);
    const token = await secret.textContent();
    await tokens.getByRole('button', { name: 'Copy' }).click();
    await expect(tokens.locator('.copied')).toHaveText(/Copied|copy it yourself/);
    const line = tokens.locator('li', { hasText: 'my bot' });
    await expect(line).toContainText('bot:play, account:read');
    await expect(line).toContainText('never used');
    // The token works with the API.
    const me = await page.request.get('/api/account', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expect((await me.json()).username).toBe(name);
    // Shown only once: after a reload only its name, and its last use.
    await page.reload();
    await expect(tokens).toBeVisible();
    await expect(tokens.locator('#new-token')).toHaveCount(0);
    await expect(line).toContainText('last used');
    expect(await page.content()).not.toContain(token);
    // Revoked: gone from the list, refused by the API at once.
    await line.getByRole('button', { name: 'Revoke the token my bot' }).click();
    await expect(line).toHaveCount(0);
    const refused = await page.request.get('/api/account', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error).toContain('token');
    // A token needs a name and something to do.
    await tokens.getByRole('checkbox', { name: /Play as a bot/ }).uncheck();
    await tokens.getByLabel('Name').fill('nothing');
    await tokens.getByRole('button', { name: 'Make a token' }).click();
    await expect(tokens.getByRole('alert')).toHaveText('Choose at least one thing the token may do.');
    await done(ada);
  });
}

/** Signs `p` up as `name` and makes a token that plays with a board on its account page: the token. */
async function accountWithBoardToken(p, name) {
  await p.page.goto('/#/account');
  const form = p.page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(p.page.locator('.online-bar [data-me]')).toHaveAttribute('data-me', name);
  await p.page.goto('/#/account');
  const tokens = p.page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('Name').fill('my board');
  await tokens.getByRole('checkbox', { name: /Play as a bot/ }).uncheck();
  await tokens.getByRole('checkbox', { name: /Play with a program or a physical board/ }).check();
  await tokens.getByRole('button', { name: 'Make a token' }).click();
  await expect(tokens.locator('#new-token')).toHaveText(/^sgp_/);
  return tokens.locator('#new-token').textContent();
}

for (const viewport of viewports) {
  // A page that was not connected when its player's game began is sent there when it connects
  // (the server's reminder, `Registry::remind`), but not once the game is over: opening the
  // site's home page then stays on the home page (it once landed on the finished game).
  test(`on a ${viewport.name}, a game played and ended through the API does not take the player's page to it`, async ({ browser }) => {
    test.setTimeout(60_000);
    const stamp = `${Date.now() % 1e6}${viewport.width}`;
    const ada = await player(browser, viewport);
    const bo = await player(browser, viewport);
    const adaName = `ApiA${stamp}`.slice(0, 20);
    const boName = `ApiB${stamp}`.slice(0, 20);
    const adaToken = await accountWithBoardToken(ada, adaName);
    const boToken = await accountWithBoardToken(bo, boName);
    // Their pages are closed; Ada's program challenges Bo, his accepts, hers resigns.
    for (const p of [ada, bo]) await p.page.goto('about:blank');
    const call = async (p, token, path, form) => {
      const answer = await p.page.request.post(path, { headers: { Authorization: `Bearer ${token}` }, form });
      expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
      return answer.json();
    };
    const challenge = await call(ada, adaToken, `/api/challenge/${boName}`, {
      variant: 'amazons', size: '6', 'clock.limit': '300', 'clock.increment': '3', color: 'white',
    });
    await call(bo, boToken, `/api/challenge/${challenge.id}/accept`);
    await call(ada, adaToken, `/api/board/game/${challenge.id}/resign`);

    // Bo opens the site: the home page, his bell telling him he won; he stays there and opens
    // the leaderboards from it.
    await bo.page.goto('/');
    // Connected: either the bell counts his win (the home page) or the game's result is shown.
    const bellCount = bo.page.locator('.bell-count');
    await expect(bellCount.or(bo.page.getByRole('region', { name: 'Result' }))).toBeVisible();
    await expect(bo.page).not.toHaveURL(new RegExp(`#/online/${challenge.id}$`));
    // The challenge he was sent and the game's end.
    await expect(bellCount).toHaveText('2');
    await bo.page.getByRole('button', { name: 'Leaderboards', exact: true }).click();
    await expect(bo.page).toHaveURL(/#\/leaderboard$/);
    await done(ada, bo);
  });
}
