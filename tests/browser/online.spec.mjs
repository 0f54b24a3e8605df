// Online play against the real server: the lobby, live games played by clicks in two browser
// contexts (two players), a spectator, a reload and a server restart mid-game, correspondence
// moves (one made offline), accounts and rated games, and axe-core on the online pages.
import { test, expect, viewports, violations } from './helpers.mjs';
import { player, myName, createGame, joinGame, seePly, play, done, freePort } from './online-helpers.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const server = process.env.SKILLGAMES_BIN ?? 'target/release/skillgames';

/** The two clocks' faces. */
async function clocks(page) {
  const timers = page.getByRole('timer');
  await expect(timers).toHaveCount(2);
  return timers.allTextContents();
}

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test('two players create and join a game in the lobby and play it to the end by clicks', async ({ browser }) => {
      const ada = await player(browser, viewport);
      const bo = await player(browser, viewport);
      const creator = await createGame(ada.page);
      await joinGame(bo.page, creator, ada.page);
      const joiner = await myName(bo.page);
      await expect(ada.page.locator('.strip').last()).toContainText(creator);
      await expect(ada.page.locator('.strip').first()).toContainText(joiner);
      // Both clocks, ticking for nobody before the first move.
      for (const face of await clocks(ada.page)) expect(face).toMatch(/^\d+:\d\d$/);
      await expect(bo.page.locator('.status')).toHaveText('Waiting for your opponent\'s move.');
      await expect(ada.page.getByRole('button', { name: 'Abort' })).toBeVisible();
      // Four moves by clicks, each seen on the other side at once.
      await play(ada.page, 0, [bo.page]);
      await play(bo.page, 1, [ada.page]);
      await expect(ada.page.getByRole('button', { name: 'Abort' })).toHaveCount(0);
      await play(ada.page, 2, [bo.page]);
      await play(bo.page, 3, [ada.page]);
      expect(await ada.page.locator('.board').getAttribute('data-fen'))
        .toBe(await bo.page.locator('.board').getAttribute('data-fen'));
      // Black's clock ran while Black thought; White's has its increments.
      await expect(ada.page.locator('.clock.running')).toHaveCount(1);
      // Amazons cannot end in a draw: nobody offers one.
      await expect(ada.page.getByRole('button', { name: 'Offer a draw' })).toHaveCount(0);
      // The move list is the same as offline.
      await expect(bo.page.locator('.move-list button.move')).toHaveCount(4);
      await bo.page.getByRole('button', { name: 'Resign' }).click();
      await bo.page.getByRole('button', { name: 'Yes, resign' }).click();
      const words = `White (${creator}) won. Black (${joiner}) resigned.`;
      await expect(ada.page.locator('.online-result .result')).toHaveText(words);
      await expect(bo.page.locator('.online-result .result')).toHaveText(words);
      await expect(ada.page.getByRole('button', { name: 'Rematch' })).toBeVisible();
      // Nobody moves after the end.
      await ada.page.locator('[data-square="e1"]').click();
      await expect(ada.page.locator('.sq.selected')).toHaveCount(0);
      // Review works as offline.
      await ada.page.getByRole('button', { name: 'First position' }).click();
      await seePly(ada.page, 0);
      await done(ada, bo);
    });
  });
}

test('a spectator watches live and cannot move; a reload mid-game resumes the exact game', async ({ browser }) => {
  const viewport = viewports[1];
  const ada = await player(browser, viewport);
  const bo = await player(browser, viewport);
  const cy = await player(browser, viewports[0]);
  const creator = await createGame(ada.page, { time: '10+5' });
  const id = await joinGame(bo.page, creator, ada.page);
  await play(ada.page, 0, [bo.page]);
  // The spectator finds the game in the list of games being played.
  await cy.page.goto('/');
  await cy.page.getByRole('button', { name: 'Watch games' }).click();
  await cy.page.locator(`.game-line[data-game-id="${id}"]`).getByRole('button', { name: 'Watch' }).click();
  await expect(cy.page).toHaveURL(new RegExp(`#/online/${id}$`));
  await seePly(cy.page, 1);
  await expect(cy.page.locator('.status')).toHaveText('You are watching. Black to move.');
  await expect(ada.page.locator('.watchers')).toHaveText('1 watching');
  await play(bo.page, 1, [ada.page, cy.page]);
  // The spectator cannot move either side.
  await cy.page.locator('[data-square="b4"]').click();
  await expect(cy.page.locator('.sq.selected')).toHaveCount(0);
  await cy.page.locator('[data-square="a3"]').click();
  await expect(cy.page.locator('.sq.selected')).toHaveCount(0);
  // A reload mid-game: the same game, moves and clocks.
  const before = await ada.page.locator('.board').getAttribute('data-fen');
  await ada.page.reload();
  await seePly(ada.page, 2);
  expect(await ada.page.locator('.board').getAttribute('data-fen')).toBe(before);
  for (const face of await clocks(ada.page)) expect(face).toMatch(/^(9|10):\d\d$/);
  await play(ada.page, 2, [bo.page, cy.page]);
  await done(ada, bo, cy);
});

/** Starts a server of our own on `port` with its data in `data`; resolves once it answers. */
async function startServer(port, data) {
  const child = spawn(server, ['serve', '--dir', 'dist', '--port', String(port), '--data', data], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch { /* not yet */ }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

test('a server restart mid-game: both reconnect and the game goes on', async ({ browser }) => {
  test.setTimeout(90_000);
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'skillgames-restart-'));
  let child = await startServer(port, data);
  try {
    const baseURL = `http://127.0.0.1:${port}`;
    // The socket's failed attempts while the server is down are expected.
    const allowed = /WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/;
    const ada = await player(browser, viewports[1], { baseURL, allowed });
    const bo = await player(browser, viewports[0], { baseURL, allowed });
    const creator = await createGame(ada.page, { time: '15+10' });
    await joinGame(bo.page, creator, ada.page);
    await play(ada.page, 0, [bo.page]);
    await play(bo.page, 1, [ada.page]);
    await stopServer(child);
    await expect(ada.page.getByText('Reconnecting…')).toBeVisible();
    await expect(bo.page.getByText('Reconnecting…')).toBeVisible();
    child = await startServer(port, data);
    await expect(ada.page.getByText('Reconnecting…')).toHaveCount(0, { timeout: 15_000 });
    await expect(bo.page.getByText('Reconnecting…')).toHaveCount(0, { timeout: 15_000 });
    await seePly(ada.page, 2);
    await play(ada.page, 2, [bo.page]);
    await play(bo.page, 3, [ada.page]);
    await done(ada, bo);
  } finally {
    await stopServer(child);
    rmSync(data, { recursive: true, force: true });
  }
});

test('correspondence: a move made, the page closed, the answer seen later; a move made offline is sent when back online', async ({ browser }) => {
  const ada = await player(browser, viewports[0]);
  const bo = await player(browser, viewports[1]);
  const creator = await createGame(ada.page, { time: '3 days' });
  const id = await joinGame(bo.page, creator, ada.page);
  // The first mover's clock runs from the join: a second may have gone by on a busy machine.
  for (const face of await clocks(ada.page)) expect(face).toMatch(/^(3 days 0 h|2 days 23 h)$/);
  await play(ada.page, 0, [bo.page]);
  await ada.page.close();
  await play(bo.page, 1);
  // Later: the home page says it is Ada's turn, and the game shows Bo's answer.
  const later = await ada.context.newPage();
  later.problems = [];
  later.on('pageerror', (error) => later.problems.push(`page error: ${error.message}`));
  await later.goto('/');
  await later.locator('.your-turn').getByRole('button', { name: /Amazons, 6 × 6 against/ }).first().waitFor();
  await later.locator(`.your-turn [data-game-id="${id}"]`).click();
  await seePly(later, 2);
  // Ada goes offline and moves: the move is kept, and sent when the network returns.
  await ada.context.setOffline(true);
  await play(later, 2);
  await expect(later.getByText('Your move will be sent when you are back online.')).toBeVisible();
  await seePly(bo.page, 2);
  await later.reload().catch(() => {}); // offline: the page cannot load; the move stays kept
  await ada.context.setOffline(false);
  await later.goto(`/#/online/${id}`);
  await seePly(later, 3);
  await seePly(bo.page, 3);
  await expect(later.getByText('Your move will be sent when you are back online.')).toHaveCount(0);
  expect(later.problems).toEqual([]);
  ada.page = later;
  await done(bo);
  await ada.context.close();
});

test('accounts: create one, log in on another device, and a rated game changes both ratings', async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now() % 1e8}`;
  const names = [`Ada ${stamp}`, `Bo ${stamp}`];
  const password = 'correct horse battery';
  // The refused password and log-in are answered 400 and 401, which the browser logs.
  const allowed = /status of 40[01]/;
  const ada = await player(browser, viewports[1], { allowed });
  const bo = await player(browser, viewports[0], { allowed });
  for (const [index, { page }] of [ada, bo].entries()) {
    await page.goto('/#/online');
    // A visitor's create window says rated games need an account.
    await page.getByRole('button', { name: 'Create a game' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Rated', exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Log in or create an account' }).click();
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Name').fill(names[index]);
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create the account' }).click();
    await expect(form.getByRole('alert')).not.toBeEmpty();
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Create the account' }).click();
    await expect(page).toHaveURL(/#\/online$/);
    await expect(page.locator('.online-bar [data-me]')).toHaveAttribute('data-me', names[index]);
  }
  // Ada logs in on another device; a wrong password says so, in the server's words.
  const again = await player(browser, viewports[0], { allowed });
  await again.page.goto('/#/account');
  const login = again.page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Name').fill(names[0]);
  await login.getByLabel('Password').fill('not the password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).not.toBeEmpty();
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(again.page.locator('.online-bar [data-me]')).toHaveAttribute('data-me', names[0]);
  await ada.context.close();

  const creator = await createGame(again.page, { rated: true, time: '10+5' });
  expect(creator).toBe(names[0]);
  await expect(again.page.locator(`.game-line[data-creator="${creator}"]`)).toContainText('Rated');
  await joinGame(bo.page, creator, again.page);
  await play(again.page, 0, [bo.page]);
  await play(bo.page, 1, [again.page]);
  await play(again.page, 2, [bo.page]);
  await bo.page.getByRole('button', { name: 'Resign' }).click();
  await bo.page.getByRole('button', { name: 'Yes, resign' }).click();
  for (const page of [again.page, bo.page]) {
    await expect(page.locator('.online-result .result')).toContainText('resigned');
    await expect(page.locator('.rating-changes li')).toHaveCount(2);
  }
  const change = async (name) => again.page.locator(`[data-rating-change="${name}"]`).textContent();
  expect(await change(names[0])).toMatch(/\(\+\d+\)$/);
  expect(await change(names[1])).toMatch(/\(-\d+\)$/);
  // The profiles show the ratings (provisional, with ?), the results and the game.
  for (const [index, results] of [[0, '1 0 0'], [1, '0 1 0']]) {
    await again.page.goto(`/#/player/${encodeURIComponent(names[index])}`);
    await expect(again.page.getByRole('heading', { name: names[index] })).toBeVisible();
    await expect(again.page.locator('.results')).toHaveAttribute('data-results', results);
    const rating = again.page.locator('tr[data-rating="amazons-6"] .rating');
    await expect(rating).toHaveText(/^\d+\?$/);
    const value = parseInt(await rating.textContent(), 10);
    if (index === 0) expect(value).toBeGreaterThan(1500);
    else expect(value).toBeLessThan(1500);
    await expect(again.page.locator('.profile .game-lines .game-line')).toHaveCount(1);
  }
  // A recent game opens in review, with its moves.
  await again.page.getByRole('link', { name: 'Review' }).click();
  await expect(again.page.locator('.board')).toHaveAttribute('data-ply', '3');
  await done(again, bo);
});

test('the lobby, a live game and a profile pass axe', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const viewport of viewports) {
    const ada = await player(browser, viewport);
    const bo = await player(browser, viewport);
    const creator = await createGame(ada.page);
    expect(await violations(ada.page), 'lobby').toEqual([]);
    await ada.page.getByRole('button', { name: 'Create a game' }).click();
    expect(await violations(ada.page), 'create window').toEqual([]);
    await ada.page.keyboard.press('Escape');
    await joinGame(bo.page, creator, ada.page);
    await play(ada.page, 0, [bo.page]);
    await bo.page.locator('[data-square="a5"]').click();
    expect(await violations(bo.page), 'a live game').toEqual([]);
    await ada.page.goto(`/#/player/${encodeURIComponent(creator)}`);
    await expect(ada.page.getByRole('heading', { name: creator })).toBeVisible();
    expect(await violations(ada.page), 'a profile').toEqual([]);
    await done(ada, bo);
  }
});

test('without a server the online pages say so, and the rest works', async ({ browser }) => {
  const { context, page } = await player(browser, viewports[0], { allowed: /./ });
  await context.route('**/api/**', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByText('The online service is not reachable from here.')).toBeVisible();
  await page.getByRole('button', { name: 'Play online', exact: true }).click();
  await expect(page.getByText('The online service is not reachable from here.')).toBeVisible();
  await page.getByRole('button', { name: '← Home' }).click();
  await page.getByRole('button', { name: 'Play Amazons', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});

test('a friend\'s challenge by link, and a rematch with colours swapped', async ({ browser }) => {
  const ada = await player(browser, viewports[1]);
  const bo = await player(browser, viewports[0]);
  await ada.page.goto('/#/online');
  const creator = await myName(ada.page);
  await ada.page.getByRole('button', { name: 'Challenge a friend' }).click();
  const create = ada.page.getByRole('dialog');
  for (const choice of ['Amazons', '6 × 6', '10+5', 'White']) {
    await create.getByRole('button', { name: choice, exact: true }).click();
  }
  await create.getByRole('button', { name: 'Create the challenge' }).click();
  const share = ada.page.getByRole('dialog', { name: 'Challenge a friend' });
  const link = await share.locator('textarea').inputValue();
  expect(link).toMatch(/#\/online\/[^/]+$/);
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(ada.page.locator('.status')).toHaveText('Waiting for someone to join.');
  // A private game is not in the lobby.
  await bo.page.goto('/#/online');
  await expect(bo.page.getByText('Looking for games…')).toHaveCount(0);
  await expect(bo.page.locator(`.game-line[data-creator="${creator}"]`)).toHaveCount(0);
  await bo.page.goto(link);
  await bo.page.getByRole('button', { name: 'Join this game' }).click();
  await expect(ada.page.locator('.status')).toHaveText('Your move');
  await play(ada.page, 0, [bo.page]);
  await play(bo.page, 1, [ada.page]);
  await ada.page.getByRole('button', { name: 'Resign' }).click();
  await ada.page.getByRole('button', { name: 'Yes, resign' }).click();
  await expect(bo.page.locator('.online-result .result')).toContainText('resigned');
  const first = ada.page.url();
  await bo.page.getByRole('button', { name: 'Rematch' }).click();
  await expect(bo.page.getByText('You asked for a rematch: waiting for an answer.')).toBeVisible();
  await ada.page.getByText('Your opponent asks for a rematch.').waitFor();
  await ada.page.getByRole('button', { name: 'Accept' }).click();
  // Both go to the new game, colours swapped: Bo has White now.
  await expect(ada.page).not.toHaveURL(first);
  await expect(bo.page).toHaveURL(ada.page.url());
  await seePly(ada.page, 0);
  await expect(bo.page.locator('.status')).toHaveText('Your move');
  await play(bo.page, 0, [ada.page]);
  await done(ada, bo);
});
