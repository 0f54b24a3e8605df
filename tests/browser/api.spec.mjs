// Personal API tokens on the account page, as a player makes and uses one: an account makes a
// token with a name and what it may do, sees its secret once (with a button to copy it), uses
// it with the API (docs/api.md), sees its last use, and revokes it (the API then refuses it).
// A visitor has no tokens. At 360x640 and at desktop size.
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
