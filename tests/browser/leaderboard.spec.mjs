// The leaderboards as players see them, at 360x640 and at desktop size: a visitor opens them
// from the home page by clicking, switches game and board (and back), and sees the empty board's plain
// words and that an account has a place; two accounts play rated games of Amazons 10 × 10
// until their ratings are established (about fifteen games: each is created, joined and
// resigned through the site's own WebSocket from the player's page, in turn, so that both
// ratings stay close), then each finds themself in the table, their place named, a name
// leads to the profile, and axe-core passes on the empty and the full leaderboard. A bot (an
// account made a bot through the Bot API, with a token made on its account page) with an
// established rating is listed in the bots' table and not in the players', and its human
// opponent the other way round, at 360x640 and at desktop size: their rated games of Amazons
// 8 × 8 are seeded through the Bot and Board API (the bot challenges, the player accepts with a
// board token made on his account page, one of them resigns, in turn), as the first test seeds
// its players' through the page's socket.
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

/** Makes an API token named `name` on `p`'s account page that may do `scope` (its label), and returns it. */
async function makeToken(p, name, scope) {
  await p.page.goto('/#/account');
  const tokens = p.page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('Name').fill(name);
  for (const box of [/Play as a bot/, /Play with a program or a physical board/, /Read the account/]) {
    const wanted = box.test(scope);
    const checkbox = tokens.getByRole('checkbox', { name: box });
    if (wanted) await checkbox.check(); else await checkbox.uncheck();
  }
  await tokens.getByRole('button', { name: 'Make a token' }).click();
  const secret = tokens.locator('#new-token');
  await expect(secret).toHaveText(/^sgp_/);
  return secret.textContent();
}

/** A call of the Bot and Board API with `token`: its JSON answer (a failure fails the test). */
async function api(p, token, path, form) {
  const answer = await p.page.request.post(path, { headers: { Authorization: `Bearer ${token}` }, form });
  const body = await answer.text();
  expect(answer.status(), `${path}: ${body}`).toBe(200);
  return JSON.parse(body);
}

const names = (table) => table.map((l) => l.name);

for (const viewport of viewports) {
  test(`on a ${viewport.name}, a bot with an established rating is in the bots' table and not in the players'`, async ({ browser }) => {
    test.setTimeout(180_000);
    const human = await player(browser, viewport);
    const bot = await player(browser, viewport);
    human.name = unique(viewport.name === 'phone' ? 'LbHuP' : 'LbHuD');
    bot.name = unique(viewport.name === 'phone' ? 'LbBotP' : 'LbBotD');
    for (const p of [human, bot]) await signUp(p, p.name);
    // The bot's account becomes a bot with a token made on its account page.
    const botToken = await makeToken(bot, 'engine', 'Play as a bot');
    const humanToken = await makeToken(human, 'my board', 'Play with a program or a physical board');
    await api(bot, botToken, '/api/bot/account/upgrade');
    await bot.page.goto(`/#/player/${bot.name}`);
    await expect(bot.page.locator('h1 .bot-badge')).toHaveText('BOT');

    // Before: neither is on the board's leaderboard.
    await openLeaderboards(human.page, 'Amazons, 8 × 8');
    await expect(human.page).toHaveURL(/#\/leaderboard\/amazons\/8$/);
    await expect(human.page.locator('.my-place')).toContainText('You are not on this leaderboard');
    await expect(human.page.getByRole('link', { name: bot.name, exact: true })).toHaveCount(0);

    // Rated games until both ratings are established: the bot challenges, the player accepts,
    // one resigns (in turn, so that both ratings stay close). Their pages are closed meanwhile:
    // each game would take them to it, and two pages following a game a second from one
    // address would spend the site's allowance of requests per address.
    for (const p of [human, bot]) await p.page.goto('about:blank');
    const get = async (p, path) => {
      const answer = await p.page.request.get(path);
      expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
      return answer.json();
    };
    const gamesOf = async (p) => (await get(p, `/api/players/${p.name}`)).ratings
      .find((r) => r.game === 'amazons' && r.size === 8)?.games ?? 0;
    const listed = async () => {
      const board = await get(human, '/api/leaderboard/amazons/8');
      return names(board.bots).includes(bot.name) && names(board.players).includes(human.name);
    };
    let played = 0;
    while (!(await listed())) {
      expect(played, 'established within 30 games').toBeLessThan(30);
      played += 1;
      const challenge = await api(bot, botToken, `/api/challenge/${human.name}`, {
        variant: 'amazons', size: '8', 'clock.limit': '300', 'clock.increment': '3', color: 'white', rated: 'true',
      });
      await api(human, humanToken, `/api/challenge/${challenge.id}/accept`);
      const [loser, token, kind] = Math.floor(played / 2) % 2 ? [human, humanToken, 'board'] : [bot, botToken, 'bot'];
      await api(loser, token, `/api/${kind}/game/${challenge.id}/resign`);
      for (const p of [human, bot]) await expect.poll(() => gamesOf(p)).toBe(played);
    }

    // The page, as a visitor sees it: the bot in the bots' table only, the player in the
    // players' table only. (Not from the two players' own pages: for a minute after a game
    // that began while their page was closed, opening the site takes them to that game, even
    // over; see the test of it in api.spec.mjs.)
    const visitor = await player(browser, viewport);
    await openLeaderboards(visitor.page, 'Amazons, 8 × 8');
    const players = visitor.page.getByRole('table', { name: 'Players' });
    const bots = visitor.page.getByRole('table', { name: 'Bots' });
    await expect(bots.getByRole('link', { name: bot.name, exact: true })).toBeVisible();
    await expect(players.getByRole('link', { name: human.name, exact: true })).toBeVisible();
    await expect(players.getByRole('link', { name: bot.name, exact: true })).toHaveCount(0);
    await expect(bots.getByRole('link', { name: human.name, exact: true })).toHaveCount(0);
    const botLine = bots.locator(`tr[data-name="${bot.name}"]`);
    await expect(botLine.locator('td').last()).toHaveText(String(played));
    expect(await violations(visitor.page)).toEqual([]);
    // The bot's name leads to its page, which says it is a bot.
    await bots.getByRole('link', { name: bot.name, exact: true }).click();
    await expect(visitor.page).toHaveURL(new RegExp(`#/player/${bot.name}$`));
    await expect(visitor.page.locator('h1 .bot-badge')).toHaveText('BOT');
    await done(human, bot, visitor);
  });
}
