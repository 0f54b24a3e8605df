// The leaderboards as players see them, at 360x640 and at desktop size: a visitor opens them
// from the home page by clicking, switches game and board (and back), and sees the empty board's plain
// words and that an account has a place; two accounts play rated games of Amazons 10 × 10
// until their ratings are established (about fifteen games: each is created, joined and
// resigned through the site's own WebSocket from the player's page, in turn, so that both
// ratings stay close), then each finds themself in the table, their place named, a name
// leads to the profile, and axe-core passes on the empty and the full leaderboard.
import { test, expect, viewports, violations } from './helpers.mjs';
import { player, done, signUp } from './online-helpers.mjs';

const unique = (prefix) => `${prefix}${Date.now() % 1_000_000}`;

/** Opens a second WebSocket to the service from `page` (its session), to play by messages. */
async function openSocket(page) {
  await page.evaluate(() => new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${location.host}/api/socket`);
    const box = { ws, messages: [] };
    window.lbSocket = box;
    ws.onmessage = (event) => box.messages.push(JSON.parse(event.data));
    ws.onopen = () => resolve();
    ws.onerror = () => reject(new Error('the socket did not open'));
    // The first message of the first of several kinds `kinds` about game `game` (any if none).
    window.lbWait = (kinds, game) => new Promise((done, fail) => {
      const started = Date.now();
      const look = () => {
        const at = box.messages.findIndex((m) => kinds.includes(m.t) && (!game || m.game === game || m.t === 'refused'));
        if (at >= 0) return done(box.messages.splice(at, 1)[0]);
        if (Date.now() - started > 10_000) return fail(new Error(`no ${kinds}: ${JSON.stringify(box.messages.slice(-3))}`));
        setTimeout(look, 20);
      };
      look();
    });
  }));
}

const send = (page, message) => page.evaluate((m) => window.lbSocket.ws.send(JSON.stringify(m)), message);
const wait = (page, kinds, game) => page.evaluate(([k, g]) => window.lbWait(k, g), [kinds, game]);

/** Rated games of `player`'s account on `game` `size` (from their profile). */
async function ratedGames(page, name, game, size) {
  return page.evaluate(async ([name, game, size]) => {
    const profile = await (await fetch(`/api/players/${encodeURIComponent(name)}`)).json();
    return profile.ratings.find((r) => r.game === game && r.size === size)?.games ?? 0;
  }, [name, game, size]);
}

/** `GET /api/leaderboard/<game>/<size>` from `page`. */
const leaderboard = (page, game, size) => page.evaluate(async ([game, size]) =>
  (await fetch(`/api/leaderboard/${game}/${size}`)).json(), [game, size]);

/** One rated game of Amazons 10 × 10: `creator` makes it, `joiner` joins, `loser` resigns. */
async function ratedGame(creator, joiner, loser, played) {
  await send(creator.page, {
    t: 'create', game: 'amazons', size: 10, time: { kind: 'live', minutes: 5, increment: 3 },
    rated: true, colour: 'white', private: false,
  });
  const created = await wait(creator.page, ['created', 'refused']);
  expect(created.t, JSON.stringify(created)).toBe('created');
  const id = created.game;
  await send(joiner.page, { t: 'join', game: id });
  for (const p of [creator, joiner]) {
    const started = await wait(p.page, ['started', 'refused'], id);
    expect(started.t, JSON.stringify(started)).toBe('started');
  }
  await send(loser.page, { t: 'resign', game: id });
  // Both ratings are written before the next game is computed from them.
  for (const p of [creator, joiner]) {
    await expect.poll(() => ratedGames(p.page, p.name, 'amazons', 10)).toBe(played);
  }
}

const choice = (page) => page.getByRole('combobox', { name: 'Game and board', exact: true });

/** Opens the leaderboards from the home page by clicking, and chooses `variant` ("Amazons, 10 × 10"). */
async function openLeaderboards(page, variant) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Leaderboards', exact: true }).click();
  await expect(page).toHaveURL(/#\/leaderboard$/);
  await expect(page.getByRole('heading', { name: 'Leaderboards', level: 1 })).toBeVisible();
  await choice(page).selectOption({ label: variant });
}

test('the leaderboards: empty in plain words, then two established players and their places', async ({ browser }) => {
  test.setTimeout(150_000);
  // A visitor at 360x640: an empty board, in words, and no place without an account.
  const visitor = await player(browser, viewports[0]);
  await openLeaderboards(visitor.page, 'Lines of Action, 8 × 8');
  await expect(visitor.page).toHaveURL(/#\/leaderboard\/loa\/8$/);
  await expect(visitor.page.getByText('Nobody has an established rating here yet.')).toBeVisible();
  await expect(visitor.page.getByText('No bot has an established rating here yet.')).toBeVisible();
  await expect(visitor.page.locator('.my-place')).toHaveText('Log in to an account to see your place.');
  expect(await violations(visitor.page), 'an empty leaderboard').toEqual([]);
  // Another game and board, the address following; back, the list follows the address.
  await choice(visitor.page).selectOption({ label: 'Amazons, 6 × 6' });
  await expect(visitor.page).toHaveURL(/#\/leaderboard\/amazons\/6$/);
  await expect(visitor.page.getByText('Nobody has an established rating here yet.')).toBeVisible();
  await visitor.page.goBack();
  await expect(visitor.page).toHaveURL(/#\/leaderboard\/loa\/8$/);
  await expect(choice(visitor.page)).toHaveValue('loa/8');

  // Two accounts, one at each size, playing rated games by the page's socket.
  const ada = await player(browser, viewports[0]);
  const bo = await player(browser, viewports[1]);
  ada.name = unique('LbAda');
  bo.name = unique('LbBo');
  for (const p of [ada, bo]) await signUp(p, p.name);
  // Before: an account with no established rating is told why it has no place.
  await openLeaderboards(ada.page, 'Amazons, 10 × 10');
  await expect(ada.page.locator('.my-place')).toContainText('You are not on this leaderboard');
  // (A page opened anew closes the socket: opened once the pages are where they stay.)
  for (const p of [ada, bo]) await openSocket(p.page);
  let played = 0;
  const listed = async () => {
    const names = (await leaderboard(ada.page, 'amazons', 10)).players.map((l) => l.name);
    return names.includes(ada.name) && names.includes(bo.name);
  };
  while (!(await listed())) {
    expect(played, 'established within 30 games').toBeLessThan(30);
    played += 1;
    // In turn: each creates, each loses, so both ratings stay near 1500.
    const [creator, joiner] = played % 2 ? [ada, bo] : [bo, ada];
    await ratedGame(creator, joiner, Math.floor(played / 2) % 2 ? ada : bo, played);
  }

  // Each sees the table and their own place, from the page.
  for (const p of [ada, bo]) {
    await openLeaderboards(p.page, 'Amazons, 10 × 10');
    const mine = p.page.locator('table.leaders tr.mine');
    await expect(mine).toHaveAttribute('data-name', p.name);
    await expect(mine).toHaveAttribute('aria-current', 'true');
    const place = await mine.locator('td').first().innerText();
    await expect(p.page.locator('.my-place')).toHaveText(new RegExp(`^Your place: ${place} \\(rating \\d+\\)\\.$`));
    await expect(p.page.getByRole('table', { name: 'Players' }).getByRole('link', { name: ada.name, exact: true })).toBeVisible();
    await expect(p.page.getByRole('table', { name: 'Players' }).getByRole('link', { name: bo.name, exact: true })).toBeVisible();
    await expect(p.page.getByText('No bot has an established rating here yet.')).toBeVisible();
    expect(await violations(p.page), `the leaderboard at ${p.page.viewportSize().width}px`).toEqual([]);
  }
  // A name leads to the player's profile.
  await ada.page.getByRole('table', { name: 'Players' }).getByRole('link', { name: bo.name, exact: true }).click();
  await expect(ada.page).toHaveURL(new RegExp(`#/player/${bo.name}$`));
  await expect(ada.page.getByRole('heading', { name: bo.name })).toBeVisible();
  // The visitor sees them too, by the address of the board.
  await visitor.page.goto('/#/leaderboard/amazons/10');
  await expect(visitor.page.getByRole('table', { name: 'Players' }).getByRole('link', { name: ada.name, exact: true })).toBeVisible();
  await expect(visitor.page.locator('.my-place')).toHaveText('Log in to an account to see your place.');
  await done(visitor, ada, bo);
});
