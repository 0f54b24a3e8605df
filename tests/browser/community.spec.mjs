// Playing together safely, as people do it, each in their own browser context, at 360x640 and
// at desktop size: following a player and watching their game from the list of those one
// follows; a player blocks another, who then cannot challenge them; a report handled by a
// moderator (made one on the server's machine, `skillgames admin moderator`) who closes the
// account, whose page is then logged out. The list of those one follows says who is online
// and who is in a tournament (its link opens the tournament), and its Challenge leads to a
// challenge the other player receives. axe-core on the player's page, the follows and the
// moderators' desk. (The moderators' other actions: moderation.spec.mjs.)
import { execFileSync } from 'node:child_process';
import { test, expect, viewports, violations } from './helpers.mjs';
import { player, createGame, joinGame, signUp, myName, done } from './online-helpers.mjs';

const server = process.env.SKILLGAMES_BIN ?? 'target/release/skillgames';

/** Makes a casual arena of Amazons 6 × 6 (5+3, 30 minutes) from `p`'s page (its session), starting in `seconds`. */
async function makeArena(p, name, seconds) {
  const made = await p.page.evaluate(async ([name, seconds]) => {
    const body = {
      name, kind: 'arena', game: 'amazons', size: 6, rated: false, starts: Date.now() + seconds * 1000,
      time: { kind: 'live', minutes: 5, increment: 3 }, minutes: 30, rounds: null, twice: false,
      round_days: null, max_players: 10, min_rating: null, max_rating: null, bots: false, password: null,
    };
    const answer = await fetch('/api/tournaments', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    return [answer.status, await answer.text()];
  }, [name, seconds]);
  expect(made[0], made[1]).toBe(201);
  return JSON.parse(made[1]).id;
}

/** Opens `name`'s page from the address bar, as a link shared to them would. */
async function openProfile(page, name) {
  await page.goto(`/#/player/${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

for (const viewport of viewports) {
  test(`on a ${viewport.name}, a player follows another and watches their game from the list`, async ({ browser }) => {
    test.setTimeout(60_000);
    const ada = await player(browser, viewport);
    const bo = await player(browser, viewport);
    const cy = await player(browser, viewport);
    const creator = await createGame(bo.page);
    await joinGame(cy.page, creator, bo.page);
    // The list of those one follows is an account's.
    await signUp(ada, `Fan${viewport.name === 'phone' ? 'p' : 'd'}${Date.now() % 100000}`);
    await openProfile(ada.page, creator);
    const actions = ada.page.getByRole('group', { name: 'You and this player' });
    await actions.getByRole('button', { name: 'Follow' }).click();
    await expect(actions.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    expect(await violations(ada.page)).toEqual([]);

    await ada.page.goto('/#/account');
    const follows = ada.page.locator('.follows');
    await expect(follows.locator('.follow')).toHaveCount(1);
    await expect(follows.locator('.follow')).toContainText(creator);
    expect(await violations(ada.page)).toEqual([]);
    await follows.getByRole('link', { name: 'Playing: watch' }).click();
    await expect(ada.page.locator('.board')).toBeVisible();
    await expect(ada.page.getByText('You are watching.')).toBeVisible();
    await done(ada, bo, cy);
  });

  test(`on a ${viewport.name}, a spectator mutes another and no longer reads their lines`, async ({ browser }) => {
    test.setTimeout(60_000);
    const ada = await player(browser, viewport);
    const bo = await player(browser, viewport);
    const eve = await player(browser, viewport);
    const fay = await player(browser, viewport);
    const creator = await createGame(ada.page);
    await joinGame(bo.page, creator, ada.page);
    const game = ada.page.url().replace(/^.*#/, '/#');
    for (const p of [eve, fay]) {
      await p.page.goto(game);
      await expect(p.page.getByRole('heading', { name: "Spectators' chat" })).toBeVisible();
    }
    const eveName = await myName(eve.page);
    const input = eve.page.getByLabel('Your message');
    await input.fill('Loud opinions');
    await input.press('Enter');
    const lines = fay.page.locator('.game-chat .chat-line');
    await expect(lines).toHaveText([`${eveName}: Loud opinions`]);
    // Fay mutes Eve from her page (her name in the chat leads there), and comes back.
    await lines.first().getByRole('link', { name: eveName }).click();
    const actions = fay.page.getByRole('group', { name: 'You and this player' });
    await actions.getByRole('button', { name: 'Mute their chat' }).click();
    await expect(actions.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await fay.page.goBack();
    await expect(fay.page.getByRole('heading', { name: "Spectators' chat" })).toBeVisible();
    await expect(fay.page.locator('.game-chat .empty')).toHaveText('Nothing said yet.');
    await input.fill('Still talking');
    await input.press('Enter');
    await expect(eve.page.locator('.game-chat .chat-line')).toHaveCount(2);
    await expect(lines).toHaveCount(0);
    await done(ada, bo, eve, fay);
  });

  test(`on a ${viewport.name}, a blocked player cannot challenge the one who blocked them`, async ({ browser }) => {
    test.setTimeout(60_000);
    // Her refused follow is a 403 answer, which the browser logs.
    const ada = await player(browser, viewport, { allowed: /status of 403/ });
    const bo = await player(browser, viewport);
    await ada.page.goto('/#/online');
    const adaName = await myName(ada.page);
    await bo.page.goto('/#/online');
    const boName = await myName(bo.page);

    // Bo blocks Ada from her page.
    await openProfile(bo.page, adaName);
    const actions = bo.page.getByRole('group', { name: 'You and this player' });
    await actions.getByRole('button', { name: 'Block' }).click();
    await expect(actions.getByRole('button', { name: 'Unblock' })).toBeVisible();

    // Ada tries to challenge Bo: refused in plain words, no challenge made.
    await openProfile(ada.page, boName);
    await ada.page.getByRole('button', { name: `Challenge ${boName}` }).click();
    const dialog = ada.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Amazons', exact: true }).click();
    await dialog.getByRole('button', { name: '6 × 6', exact: true }).click();
    await dialog.getByRole('button', { name: '5+3', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send the challenge' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(ada.page.locator('.challenge-player .error')).toHaveText('This player is not taking challenges from you right now.');
    // Nor can she follow him.
    const hers = ada.page.getByRole('group', { name: 'You and this player' });
    await hers.getByRole('button', { name: 'Follow' }).click();
    await expect(ada.page.locator('.online-page.profile .error[role=alert]').last()).toHaveText('This player does not take messages or challenges from you.');
    expect(await violations(ada.page)).toEqual([]);
    await done(ada, bo);
  });

  test(`on a ${viewport.name}, a report is handled by a moderator who closes the account, and its page is logged out`, async ({ browser }) => {
    test.setTimeout(90_000);
    const suffix = `${viewport.name === 'phone' ? 'p' : 'd'}${Date.now() % 100000}`;
    // A closed account's login is refused (403), which the browser logs.
    const rude = await player(browser, viewport, { allowed: /status of 403/ });
    await signUp(rude, `Rude${suffix}`);
    // The report without a reason is a 400 answer, which the browser logs.
    const reporter = await player(browser, viewport, { allowed: /status of 400/ });
    const mona = await player(browser, viewport);
    await signUp(mona, `Mona${suffix}`);

    // A player reports Rude from his page.
    await reporter.page.goto('/#/online');
    await myName(reporter.page);
    await openProfile(reporter.page, `Rude${suffix}`);
    await reporter.page.getByRole('button', { name: 'Report' }).click();
    const form = reporter.page.locator('.report-form');
    // Without a reason: refused in words, nothing sent.
    await form.getByRole('button', { name: 'Send the report' }).click();
    await expect(reporter.page.locator('.player-actions .error, .profile .error').first()).toContainText('Choose why');
    await form.getByLabel('Why').selectOption('chat');
    await form.getByLabel('What happened').fill('Insults in the chat of our game.');
    await form.getByRole('button', { name: 'Send the report' }).click();
    await expect(reporter.page.getByText('Thank you: a moderator will read your report.')).toBeVisible();

    // Mona is made a moderator on the server's machine; the desk shows the report.
    execFileSync(server, ['admin', 'moderator', `Mona${suffix}`, '--data', 'target/playwright-data']);
    await mona.page.goto('/#/online');
    await mona.page.reload();
    await mona.page.locator('.online-bar').getByRole('button', { name: 'Moderation' }).click();
    await expect(mona.page.getByRole('heading', { name: 'Moderation' })).toBeVisible();
    const report = mona.page.locator('.report').filter({ hasText: `Rude${suffix}` });
    await expect(report).toContainText('Insults in the chat of our game.');
    expect(await violations(mona.page)).toEqual([]);
    await report.getByRole('button', { name: `Open Rude${suffix}'s record` }).click();
    const record = mona.page.locator('.record');
    await expect(record.getByRole('heading', { name: `Rude${suffix}'s record` })).toBeVisible();
    await record.getByLabel('Action').selectOption('close');
    await record.getByLabel('Why (other moderators read it)').fill('Abuse in chat, reported.');
    await record.getByRole('button', { name: 'Do it' }).click();
    await expect(mona.page.getByText('Done, and kept in the record.')).toBeVisible();
    await expect(mona.page.locator('.mod-log').first()).toContainText('Account closed');
    await expect(mona.page.locator('.mod-log').first()).toContainText(`by Mona${suffix}`);
    expect(await violations(mona.page)).toEqual([]);

    // Rude's page is told, and is logged out.
    await expect(rude.page.locator('.signed-out')).toContainText('A moderator has closed this account. You have been logged out.');
    await expect(rude.page.locator('.online-bar').getByRole('button', { name: 'Log in or create an account' })).toBeVisible();
    // Logging in again is refused.
    await rude.page.goto('/#/account');
    const login = rude.page.locator('form.credentials').filter({ hasText: 'Log in' });
    await login.getByLabel('Name').fill(`Rude${suffix}`);
    await login.getByLabel('Password').fill('a-long-password');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.locator('.error')).toHaveText('A moderator has closed this account.');
    await done(rude, reporter, mona);
  });
}

for (const viewport of viewports) {
  test(`on a ${viewport.name}, the follows list shows who is online and who is in a tournament, and challenges from it`, async ({ browser }) => {
    test.setTimeout(120_000);
    const suffix = `${viewport.name === 'phone' ? 'p' : 'd'}${Date.now() % 100000}`;
    const fan = await player(browser, viewport);
    const idle = await player(browser, viewport);
    const tina = await player(browser, viewport);
    const theo = await player(browser, viewport);
    const fanName = `Fol${suffix}`;
    await signUp(fan, fanName);
    // Idle is in the lobby, playing nothing.
    await idle.page.goto('/#/online');
    const idleName = await myName(idle.page);

    // An arena starting in a little while: Tina joins; Theo joins and takes a break before it
    // starts, so that it runs with nobody to pair Tina with: she is in it, not playing.
    const arena = `Follow arena ${suffix}`;
    const id = await makeArena(fan, arena, 20);
    for (const p of [tina, theo]) {
      await p.page.goto(`/#/tournament/${id}`);
      await expect(p.page.getByRole('heading', { name: arena })).toBeVisible();
      await p.page.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(p.page.locator('.tournament-entry')).toHaveText('You are in.');
    }
    const tinaName = await myName(tina.page);
    await theo.page.getByRole('button', { name: 'Take a break' }).click();
    await expect(theo.page.locator('.tournament-entry')).toContainText('You are on a break');
    await expect(theo.page.locator('.tournament-when'), 'the break was taken before the start').toContainText('Starts');

    // The fan follows both from their pages.
    for (const name of [idleName, tinaName]) {
      await openProfile(fan.page, name);
      const actions = fan.page.getByRole('group', { name: 'You and this player' });
      await actions.getByRole('button', { name: 'Follow' }).click();
      await expect(actions.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    }
    await fan.page.goto('/#/account');
    const follows = fan.page.locator('.follows');
    const row = (name) => follows.locator('.follow').filter({ has: fan.page.getByRole('link', { name, exact: true }) });
    await expect(follows.locator('.follow')).toHaveCount(2);
    await expect(row(idleName).locator('.online-now')).toHaveText('Online');
    await expect(row(idleName).getByRole('link', { name: 'Playing: watch' })).toHaveCount(0);
    // Before the start, Tina is not yet in a running tournament.
    await expect(row(tinaName).getByRole('link', { name: 'In a tournament' })).toHaveCount(0);

    // It starts; nobody is paired (Tina stays on its page).
    await expect(tina.page.locator('.tournament-when')).toContainText('Playing until', { timeout: 40_000 });
    await expect(tina.page).toHaveURL(new RegExp(`#/tournament/${id}$`));
    await fan.page.reload();
    const inTournament = row(tinaName).getByRole('link', { name: 'In a tournament' });
    await expect(inTournament).toBeVisible();
    await expect(row(tinaName).getByRole('link', { name: 'Playing: watch' })).toHaveCount(0);
    await expect(row(idleName).locator('.online-now')).toHaveText('Online');
    expect(await violations(fan.page)).toEqual([]);
    // Its link opens the tournament's page, Tina in its standings.
    await inTournament.click();
    await expect(fan.page).toHaveURL(new RegExp(`#/tournament/${id}$`));
    await expect(fan.page.getByRole('heading', { name: arena })).toBeVisible();
    await expect(fan.page.locator('table.standings')).toContainText(tinaName);

    // Challenge, from the list: the player's page and its challenge window.
    await fan.page.goto('/#/account');
    await row(idleName).getByRole('link', { name: `Challenge ${idleName}` }).click();
    await expect(fan.page.getByRole('heading', { name: idleName })).toBeVisible();
    await fan.page.getByRole('button', { name: `Challenge ${idleName}` }).click();
    const dialog = fan.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Amazons', exact: true }).click();
    await dialog.getByRole('button', { name: '6 × 6', exact: true }).click();
    await dialog.getByRole('button', { name: '5+3', exact: true }).click();
    await dialog.getByRole('button', { name: 'White', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send the challenge' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(fan.page.getByText(`Challenge sent: waiting for ${idleName} to answer.`)).toBeVisible();
    // Idle's page receives it, and accepts: both are taken to the game.
    const offered = idle.page.locator('.challenges .challenge.incoming');
    await expect(offered).toContainText(`${fanName} challenges you`);
    await expect(offered).toContainText('Amazons, 6 × 6');
    await offered.getByRole('button', { name: 'Accept' }).click();
    await expect(idle.page).toHaveURL(/#\/online\/[^/]+$/);
    await expect(fan.page).toHaveURL(idle.page.url());
    // Now the list has Idle playing.
    await fan.page.goto('/#/account');
    await expect(row(idleName).getByRole('link', { name: 'Playing: watch' })).toBeVisible();
    await done(fan, idle, tina, theo);
  });
}
