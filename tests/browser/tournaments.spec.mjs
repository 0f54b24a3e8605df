// Tournaments as players live them, each browser context a person: an account makes an arena
// with the form and joins it, and a visitor finds it from the home page; three people join an
// arena, two are paired and play by clicks, the third takes a break and sees the standings
// change; a one-round Swiss ends with its podium; a
// correspondence round-robin made by one account and joined by two others pairs everyone with
// everyone. At 360x640 and at desktop size. The events that must start during a test are made
// through the site's own API from the page (starting in a few seconds): the form's earliest
// start is five minutes away.
import { test, expect, viewports, violations } from './helpers.mjs';
import { player, play, done, myName, signUp } from './online-helpers.mjs';

/**
 * Three people: the first an account named after `maker` (who makes the event), the others
 * first-time visitors (a casual event takes them; fewer sign-ups: the site limits them per
 * address).
 */
async function threePeople(browser, viewport, maker) {
  const people = [];
  for (let i = 0; i < 3; i += 1) {
    const p = await player(browser, viewport);
    if (i === 0) {
      p.name = unique(maker, viewport);
      await signUp(p, p.name);
    }
    people.push(p);
  }
  return people;
}

/** Makes a tournament from `p`'s page (its session), starting in `seconds`; returns its id. */
async function makeTournament(p, fields, seconds) {
  const made = await p.page.evaluate(async ([fields, seconds]) => {
    const body = {
      game: 'amazons', size: 6, rated: false, starts: Date.now() + seconds * 1000,
      minutes: null, rounds: null, twice: false, round_days: null, max_players: 10,
      min_rating: null, max_rating: null, bots: false, password: null, ...fields,
    };
    const answer = await fetch('/api/tournaments', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    return [answer.status, await answer.text()];
  }, [fields, seconds]);
  expect(made[0], made[1]).toBe(201);
  return JSON.parse(made[1]).id;
}

/** Opens the tournament named `name` from the Tournaments page, and joins it. */
async function joinFromList(p, name) {
  await p.page.goto('/');
  await p.page.getByRole('button', { name: 'Tournaments', exact: true }).click();
  await p.page.locator('.tournament-line').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(p.page.getByRole('heading', { name })).toBeVisible();
  // A first visit's name comes with the page's session: shown in the bar once it is there.
  p.name ??= await myName(p.page);
  await p.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(p.page.locator('.tournament-entry')).toHaveText('You are in.');
}

const unique = (prefix, viewport) => `${prefix}${viewport.width}x${Date.now() % 100_000}`;

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test('an account makes an arena with the form and joins it; a visitor finds it from the home page', async ({ browser }) => {
      // The name refused on purpose shows as a failed request in the console.
      const ada = await player(browser, viewport, { allowed: /status of 400/ });
      const cleo = await player(browser, viewport);
      await signUp(ada, unique('Maker', viewport));
      await ada.page.goto('/#/tournaments');
      await ada.page.getByRole('button', { name: 'Make a tournament' }).click();
      const dialog = ada.page.getByRole('dialog');
      // Too short a name is refused in words, nothing made.
      await dialog.getByLabel('Name', { exact: true }).fill('A');
      await dialog.getByRole('button', { name: 'Make it' }).click();
      await expect(dialog.getByRole('alert')).not.toBeEmpty();
      const name = unique('Evening arena ', viewport);
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByRole('button', { name: 'Arena', exact: true }).click();
      await dialog.getByRole('button', { name: 'Amazons', exact: true }).click();
      await dialog.getByRole('button', { name: '6 × 6', exact: true }).click();
      await dialog.getByRole('button', { name: '30 minutes', exact: true }).click();
      await dialog.getByRole('button', { name: '15 minutes', exact: true }).click();
      await dialog.getByRole('button', { name: 'Casual', exact: true }).click();
      await dialog.getByLabel('Lowest rating (empty for none)').fill('800');
      await dialog.getByRole('button', { name: 'Make it' }).click();
      await expect(ada.page).toHaveURL(/#\/tournament\/[^/]+$/);
      await expect(ada.page.getByRole('heading', { name })).toBeVisible();
      await expect(ada.page.locator('.tournament-what')).toContainText('Arena · Amazons');
      await expect(ada.page.locator('.tournament-when')).toContainText('Starts');
      await expect(ada.page.locator('.tournament-terms')).toHaveText('Ratings from 800 · bots welcome');
      await expect(ada.page.getByText('Nobody has joined yet.')).toBeVisible();
      await ada.page.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(ada.page.locator('.tournament-entry')).toHaveText('You are in.');
      await expect(ada.page.locator('table.standings tbody tr')).toHaveCount(1);
      // Leaving, then joining again.
      await ada.page.getByRole('button', { name: 'Leave the tournament' }).click();
      await expect(ada.page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
      await ada.page.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(ada.page.locator('.tournament-entry')).toHaveText('You are in.');

      // A visitor: the home page names the next tournament; the list has this one, and a
      // visitor may not make one.
      await cleo.page.goto('/');
      const next = cleo.page.locator('.next-tournament');
      await expect(next).toContainText('Next tournament:');
      await cleo.page.getByRole('button', { name: 'Tournaments', exact: true }).click();
      await expect(cleo.page.getByText('Log in to an account to make a tournament.')).toBeVisible();
      const line = cleo.page.locator('.tournament-line').filter({ hasText: name });
      await expect(line).toContainText('1 of 50 players');
      await line.getByRole('link', { name }).click();
      await expect(cleo.page.locator('table.standings')).toContainText(await ada.page.locator('.online-bar [data-me]').getAttribute('data-me'));
      // The tournament's room: Ada writes on her page, the visitor reads it on his (bad words
      // hidden), and answers.
      const adaRoom = ada.page.locator('.tournament-room');
      await adaRoom.getByLabel('Your message to the tournament').fill('Welcome, and good shit luck');
      await adaRoom.getByRole('button', { name: 'Send' }).click();
      const cleoRoom = cleo.page.locator('.tournament-room');
      await expect(cleoRoom.locator('.chat-line')).toHaveCount(1);
      await expect(cleoRoom.locator('.chat-line')).not.toContainText('shit');
      await expect(cleoRoom.locator('.chat-line')).toContainText('Welcome, and good');
      await cleoRoom.getByLabel('Your message to the tournament').fill('Thanks!');
      await cleoRoom.getByLabel('Your message to the tournament').press('Enter');
      await expect(adaRoom.locator('.chat-line')).toHaveCount(2);
      expect(await violations(cleo.page)).toEqual([]);
      await done(ada, cleo);
    });

    test('three people join an arena: two are paired and play by clicks, the third takes a break and sees the standings change', async ({ browser }) => {
      test.setTimeout(120_000);
      const people = await threePeople(browser, viewport, 'Ada');
      const [ada, bob, cyd] = people;
      const name = unique('Quick arena ', viewport);
      const id = await makeTournament(ada, {
        name, kind: 'arena', time: { kind: 'live', minutes: 5, increment: 3 }, minutes: 30,
      }, 8);
      await ada.page.goto(`/#/tournament/${id}`);
      await ada.page.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(ada.page.locator('.tournament-entry')).toHaveText('You are in.');
      await joinFromList(bob, name);
      await joinFromList(cyd, name);
      await expect(cyd.page.locator('table.standings tbody tr')).toHaveCount(3);

      // It starts: two of them are taken to their game, the third waits on the page.
      const inGame = () => people.filter((p) => /#\/online\/[^/]+$/.test(p.page.url()));
      await expect.poll(() => inGame().length, { timeout: 25_000 }).toBe(2);
      const [one, two] = inGame();
      const waiting = people.find((p) => p !== one && p !== two);
      expect(one.page.url()).toBe(two.page.url());
      for (const p of [one, two]) await expect(p.page.locator('.board')).toBeVisible();
      await expect(waiting.page.locator('.tournament-when')).toContainText('Playing until');
      await expect(waiting.page.locator('.tournament-game .result')).toHaveText('playing');

      // White plays, Black answers, White again; the waiting player watches from the
      // tournament's page; then Black resigns.
      await expect(one.page.locator('.status')).not.toHaveText('');
      const oneWhite = (await one.page.locator('.status').textContent()) === 'Your move';
      const [white, black] = oneWhite ? [one, two] : [two, one];
      // White goes berserk before the first move: half the clock, a point more for a win.
      await white.page.getByRole('button', { name: 'Berserk' }).click();
      // (An arena game's clock runs from its start: at most 2:30 left, no longer 4:xx.)
      const whiteClock = white.page.locator('.clock[data-colour="White"]');
      await expect.poll(async () => {
        const [minutes, seconds] = (await whiteClock.textContent()).trim().split(':').map(Number);
        return minutes * 60 + seconds;
      }).toBeLessThanOrEqual(150);
      await expect(white.page.getByRole('button', { name: 'Berserk' })).toHaveCount(0);
      await play(white.page, 0, [black.page]);
      await play(black.page, 1, [white.page]);
      await play(white.page, 2, [black.page]);
      await waiting.page.locator('.tournament-game a').first().click();
      await expect(waiting.page.locator('.board')).toHaveAttribute('data-ply', '3');
      await waiting.page.getByRole('link', { name: 'Back to the tournament' }).click();
      await expect(waiting.page).toHaveURL(new RegExp(`#/tournament/${id}$`));
      await expect(waiting.page.locator('table.standings')).toBeVisible();
      // A break: not paired when the game ends (the two others are, again together).
      await waiting.page.getByRole('button', { name: 'Take a break' }).click();
      await expect(waiting.page.locator('.tournament-entry')).toContainText('You are on a break');
      await black.page.getByRole('button', { name: 'Resign' }).click();
      await black.page.getByRole('button', { name: 'Yes, resign' }).click();

      // The standings change: the winner first with 3 points (2 for the win, 1 for the
      // berserk). (The two players are paired again at once and taken to their next game.)
      const first = waiting.page.locator('table.standings tbody tr').first();
      await expect(first).toHaveAttribute('data-player', white.name, { timeout: 15_000 });
      await expect(first.locator('.score')).toHaveText('3');
      await waiting.page.getByRole('button', { name: 'Back from my break' }).click();
      await expect(waiting.page.locator('.tournament-entry')).toHaveText('You are in.');
      await done(...people);
    });

    test('a one-round Swiss of two ends with its podium', async ({ browser }) => {
      test.setTimeout(90_000);
      const ada = await player(browser, viewport);
      const bob = await player(browser, viewport);
      ada.name = unique('Una', viewport);
      await signUp(ada, ada.name);
      const name = unique('Short Swiss ', viewport);
      const id = await makeTournament(ada, {
        name, kind: 'swiss', time: { kind: 'live', minutes: 5, increment: 3 }, rounds: 1,
        min_rating: 1000, max_rating: 2000,
      }, 6);
      await ada.page.goto(`/#/tournament/${id}`);
      await expect(ada.page.locator('.tournament-terms')).toHaveText('Ratings 1000 to 2000 · no bots');
      await ada.page.getByRole('button', { name: 'Join', exact: true }).click();
      await joinFromList(bob, name);
      for (const p of [ada, bob]) {
        await expect(p.page).toHaveURL(/#\/online\/[^/]+$/, { timeout: 20_000 });
      }
      await expect(ada.page.locator('.status')).not.toHaveText('');
      const adaWhite = (await ada.page.locator('.status').textContent()) === 'Your move';
      const [white, black] = adaWhite ? [ada, bob] : [bob, ada];
      await play(white.page, 0, [black.page]);
      await play(black.page, 1, [white.page]);
      await black.page.getByRole('button', { name: 'Resign' }).click();
      await black.page.getByRole('button', { name: 'Yes, resign' }).click();
      await white.page.goto(`/#/tournament/${id}`);
      await expect(white.page.locator('.tournament-when')).toHaveText('Finished', { timeout: 15_000 });
      const podium = white.page.getByRole('region', { name: 'Podium' });
      await expect(podium.locator('li').first()).toHaveText(`${white.name} (1)`);
      await expect(podium.locator('li')).toHaveCount(2);
      await expect(white.page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
      expect(await violations(white.page)).toEqual([]);
      await done(ada, bob);
    });

    test('a correspondence round-robin made by one account and joined by two others pairs everyone with everyone', async ({ browser }) => {
      test.setTimeout(90_000);
      const people = await threePeople(browser, viewport, 'Rae');
      const [rae, sam, tod] = people;
      const name = unique('Letters ', viewport);
      const id = await makeTournament(rae, {
        name, kind: 'round_robin', time: { kind: 'correspondence', days: 3 }, round_days: 7,
      }, 8);
      await rae.page.goto(`/#/tournament/${id}`);
      await rae.page.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(rae.page.locator('.tournament-entry')).toHaveText('You are in.');
      await joinFromList(sam, name);
      await joinFromList(tod, name);

      // It starts: three games at once, each player in two; nobody is taken away from the page.
      for (const p of people) {
        await p.page.goto(`/#/tournament/${id}`);
      }
      await expect(tod.page.locator('.tournament-game')).toHaveCount(3, { timeout: 20_000 });
      for (const p of people) {
        await expect(p.page.locator('.tournament-game')).toHaveCount(3);
        await expect(p.page.locator('.tournament-game').filter({ hasText: p.name })).toHaveCount(2);
        await expect(p.page).toHaveURL(new RegExp(`#/tournament/${id}$`));
      }
      const pairs = await tod.page.locator('.tournament-game a').allTextContents();
      const met = new Set(pairs.map((t) => t.split(' – ').sort().join(' ')));
      expect(met.size).toBe(3);
      // Sam opens one of his games from the list.
      await sam.page.locator('.tournament-game').filter({ hasText: sam.name }).first().getByRole('link').click();
      await expect(sam.page).toHaveURL(/#\/online\/[^/]+$/);
      await expect(sam.page.locator('.board')).toBeVisible();
      // The crosstable: a column for each player, "x" on the diagonal, empty until played.
      const table = tod.page.getByRole('table', { name: 'Crosstable' });
      await expect(table.locator('tbody tr')).toHaveCount(3);
      await expect(table.locator('thead th.cell')).toHaveCount(3);
      for (let row = 0; row < 3; row += 1) {
        const cells = table.locator('tbody tr').nth(row).locator('td.cell');
        await expect(cells).toHaveCount(3);
        await expect(cells.nth(row)).toHaveText('x');
      }
      expect(await violations(tod.page)).toEqual([]);
      await done(...people);
    });
  });
}
