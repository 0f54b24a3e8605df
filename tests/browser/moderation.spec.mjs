// The moderators' desk beyond closing an account, as people do it, each in their own browser
// context, at 360x640 and at desktop size. A player reports a spectator (an account) who insults the room
// (twice: once for the chat, once for cheating) and a visitor for their name; a moderator (made
// one on the server's machine, `skillgames admin moderator`) reads the reports, warns the
// spectator from the chat report (the spectator's page sees the warning in its bell), mutes
// them in public rooms for five minutes (their next line in the spectators' room is refused in
// words under the box), replaces the visitor's name (their bar shows the new one after a
// reload) and dismisses the cheating report (it leaves the desk's list). The record shows the
// reports about the player and what was done, with who did it; a second moderator finds all
// of it on the desk, and in the record found by name.
import { execFileSync } from 'node:child_process';
import { test, expect, viewports, violations } from './helpers.mjs';
import { player, createGame, joinGame, signUp, myName, done } from './online-helpers.mjs';

const server = process.env.SKILLGAMES_BIN ?? 'target/release/skillgames';

/** Makes account `name` a moderator on the server's machine. */
const makeModerator = (name) => execFileSync(server, ['admin', 'moderator', name, '--data', 'target/playwright-data']);

/** Opens `name`'s page from the address bar, as a link shared to them would. */
async function openProfile(page, name) {
  await page.goto(`/#/player/${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** Reports `name` from their page: `reason` (the select's value), the words, and a game's id. */
async function report(page, name, reason, text, game = '') {
  await openProfile(page, name);
  await page.getByRole('group', { name: 'You and this player' }).getByRole('button', { name: 'Report' }).click();
  const form = page.locator('.report-form');
  await form.getByLabel('Why').selectOption(reason);
  if (game) await form.getByLabel("The game's link or id (if any)").fill(game);
  await form.getByLabel('What happened').fill(text);
  await form.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Thank you: a moderator will read your report.')).toBeVisible();
}

/** Opens the desk from the bar (a fresh load: the bar learns the account is a moderator's). */
async function openDesk(page) {
  await page.goto('/#/online');
  await page.reload();
  await page.locator('.online-bar').getByRole('button', { name: 'Moderation' }).click();
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reports waiting' })).toBeVisible();
}

/** Chooses `action` (the select's value) on the open record, with its reason, and does it. */
async function act(page, action, reason, minutes) {
  const record = page.locator('.record');
  await record.getByLabel('Action').selectOption(action);
  if (minutes) await record.getByLabel('For how many minutes').fill(String(minutes));
  await record.getByLabel('Why (other moderators read it)').fill(reason);
  await record.getByRole('button', { name: 'Do it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done, and kept in the record.' })).toBeVisible();
}

for (const viewport of viewports) {
  test(`on a ${viewport.name}, a moderator warns, mutes, dismisses and renames from the desk, and a second moderator reads it all`, async ({ browser }) => {
    test.setTimeout(150_000);
    const suffix = `${viewport.name === 'phone' ? 'p' : 'd'}${Date.now() % 100000}`;
    const monaName = `Mona${suffix}`;
    const maxName = `Max${suffix}`;
    const ada = await player(browser, viewport);
    const bo = await player(browser, viewport);
    const rude = await player(browser, viewport);
    const vic = await player(browser, viewport);
    const mona = await player(browser, viewport);
    const max = await player(browser, viewport);
    // Rude has an account: its pages have the bell (a visitor's only once they play a game).
    await signUp(rude, `Rude${suffix}`);
    await signUp(mona, monaName);
    await signUp(max, maxName);
    for (const name of [monaName, maxName]) makeModerator(name);

    // Ada and Bo play; Rude watches and writes in the spectators' room: his line is there.
    const creator = await createGame(ada.page);
    const gameId = await joinGame(bo.page, creator, ada.page);
    await rude.page.goto(`/#/online/${gameId}`);
    await expect(rude.page.getByRole('heading', { name: "Spectators' chat" })).toBeVisible();
    const rudeName = await myName(rude.page);
    const rudeInput = rude.page.getByLabel('Your message');
    const rudeLines = rude.page.locator('.game-chat .chat-line');
    await rudeInput.fill('You both play like beginners');
    await rudeInput.press('Enter');
    await expect(rudeLines).toHaveText([`${rudeName}: You both play like beginners`]);
    await expect(rude.page.locator('.game-chat .error')).toHaveText('');
    // Nothing in his bell yet.
    await expect(rude.page.locator('.bell-button')).toHaveAccessibleName('Notifications');
    await expect(rude.page.locator('.bell-count')).toHaveCount(0);
    // Vic is a visitor whose name someone finds offensive.
    await vic.page.goto('/#/online');
    const vicName = await myName(vic.page);

    // Ada reports Rude twice and Vic once, from their pages.
    await report(ada.page, rudeName, 'chat', 'Insults in the spectators room of my game.', gameId);
    await report(ada.page, rudeName, 'cheating', 'I think he cheats with an engine.');
    await report(ada.page, vicName, 'name', 'This name is an insult.');
    const adaName = await myName(ada.page);

    // The desk lists the three reports, each with its reason and who reported.
    await openDesk(mona.page);
    const waiting = mona.page.getByRole('region', { name: 'Reports waiting' });
    const chatReport = waiting.locator('.report').filter({ hasText: 'Insults in the spectators room' });
    const cheatReport = waiting.locator('.report').filter({ hasText: 'I think he cheats' });
    const nameReport = waiting.locator('.report').filter({ hasText: 'This name is an insult.' });
    await expect(chatReport).toContainText(`Abuse in chat · ${rudeName} · by ${adaName} · game ${gameId}`);
    await expect(cheatReport).toContainText(`Cheating · ${rudeName} · by ${adaName}`);
    await expect(nameReport).toContainText(`An offensive name · ${vicName} · by ${adaName}`);
    expect(await violations(mona.page)).toEqual([]);

    // Warn, from the chat report: his record shows both reports about him, nothing done yet.
    await chatReport.getByRole('button', { name: `Open ${rudeName}'s record` }).click();
    const record = mona.page.locator('.record');
    await expect(record.getByRole('heading', { name: `${rudeName}'s record` })).toBeVisible();
    await expect(record.locator('p').first()).toHaveText('Account · Their page');
    await expect(record.locator('.report')).toHaveCount(2);
    await expect(record.locator('.mod-log')).toHaveCount(0);
    await expect(record.getByText('Nothing yet.')).toBeVisible();
    await act(mona.page, 'warn', 'Insults in chat: first warning.');
    const recordLog = record.locator('.mod-log .mod-action');
    await expect(recordLog).toHaveText([`Warned · ${rudeName} · by ${monaName}: Insults in chat: first warning.`]);
    // The report is handled: it leaves the desk's list, and its line in the record says by whom.
    await expect(chatReport).toHaveCount(0);
    await expect(record.locator('.report').filter({ hasText: 'Insults in the spectators room' })).toContainText(`handled by ${monaName}`);
    // Rude's page is told, in its bell.
    await expect(rude.page.locator('.bell-count')).toHaveText('1');
    await rude.page.locator('.bell-button').click();
    await expect(rude.page.locator('.bell-item')).toHaveCount(1);
    await expect(rude.page.locator('.bell-item')).toContainText(
      "A moderator has warned you: please keep to the site's rules (be kind in chat, play fair).");
    await rude.page.keyboard.press('Escape');
    await expect(rude.page.locator('.bell-panel')).toHaveCount(0);

    // Mute for five minutes, from the same record (read again after the warning).
    await act(mona.page, 'mute', 'Went on after the warning.', 5);
    await expect(recordLog).toHaveCount(2);
    await expect(recordLog.filter({ hasText: 'Muted in public rooms' }))
      .toHaveText(`Muted in public rooms · ${rudeName} · by ${monaName}: Went on after the warning. (5 minutes)`);
    // His next line in the spectators' room is refused, in words under the box.
    await rudeInput.fill('You cannot stop me');
    await rudeInput.press('Enter');
    await expect(rude.page.locator('.game-chat .error')).toHaveText('A moderator has stopped you from writing in public rooms for a while.');
    await expect(rudeLines).toHaveText([`${rudeName}: You both play like beginners`]);

    // Replace Vic's name, from the name report.
    await nameReport.getByRole('button', { name: `Open ${vicName}'s record` }).click();
    await expect(record.getByRole('heading', { name: `${vicName}'s record` })).toBeVisible();
    await act(mona.page, 'rename', 'An insulting visitor name.');
    await expect(nameReport).toHaveCount(0);
    const lately = mona.page.getByRole('region', { name: 'What moderators did lately' });
    const renamed = lately.locator('.mod-action').filter({ hasText: `(${vicName} -> ` });
    await expect(renamed).toContainText(`Visitor renamed · `);
    await expect(renamed).toContainText(`by ${monaName}: An insulting visitor name.`);
    const newName = (await renamed.textContent()).match(/ -> (.+)\)$/)[1];
    expect(newName).not.toBe(vicName);
    // Vic's bar shows the new name after a reload.
    await expect(vic.page.locator('.online-bar [data-me]')).toHaveAttribute('data-me', vicName);
    await vic.page.reload();
    await expect(vic.page.locator('.online-bar [data-me]')).toHaveAttribute('data-me', newName);

    // Dismiss the cheating report: it leaves the desk's list.
    await expect(cheatReport).toHaveCount(1);
    await cheatReport.getByRole('button', { name: `Open ${rudeName}'s record` }).click();
    await expect(record.getByRole('heading', { name: `${rudeName}'s record` })).toBeVisible();
    await act(mona.page, 'dismiss', 'No sign of an engine in his games.');
    await expect(recordLog).toHaveCount(3);
    await expect(recordLog.filter({ hasText: 'Report dismissed' }))
      .toHaveText(`Report dismissed · ${rudeName} · by ${monaName}: No sign of an engine in his games.`);
    await expect(cheatReport).toHaveCount(0);
    await expect(waiting.locator('.report').filter({ hasText: rudeName })).toHaveCount(0);
    expect(await violations(mona.page)).toEqual([]);

    // A second moderator: the desk shows what Mona did, and Rude's record all of it, with who.
    await openDesk(max.page);
    const maxLately = max.page.getByRole('region', { name: 'What moderators did lately' });
    const ofRude = maxLately.locator('.mod-action').filter({ hasText: ` · ${rudeName} · ` });
    await expect(ofRude.filter({ hasText: 'Warned' })).toHaveText(`Warned · ${rudeName} · by ${monaName}: Insults in chat: first warning.`);
    await expect(ofRude.filter({ hasText: 'Muted in public rooms' })).toContainText(`by ${monaName}: Went on after the warning. (5 minutes)`);
    await expect(ofRude.filter({ hasText: 'Report dismissed' })).toContainText(`by ${monaName}: No sign of an engine in his games.`);
    await expect(maxLately.locator('.mod-action').filter({ hasText: `(${vicName} -> ${newName})` })).toContainText(`Visitor renamed · ${newName} · by ${monaName}`);
    const maxWaiting = max.page.getByRole('region', { name: 'Reports waiting' });
    await expect(maxWaiting.locator('.report').filter({ hasText: rudeName })).toHaveCount(0);
    await max.page.getByLabel("A player's record").fill(rudeName);
    await max.page.getByRole('button', { name: 'Find', exact: true }).click();
    const maxRecord = max.page.locator('.record');
    await expect(maxRecord.getByRole('heading', { name: `${rudeName}'s record` })).toBeVisible();
    await expect(maxRecord.locator('.report')).toHaveCount(2);
    await expect(maxRecord.locator('.report').filter({ hasText: 'Insults in the spectators room' })).toContainText(`handled by ${monaName}`);
    await expect(maxRecord.locator('.report').filter({ hasText: 'I think he cheats' })).toContainText(`handled by ${monaName}`);
    await expect(maxRecord.locator('.mod-log .mod-action')).toHaveCount(3);
    for (const words of ['Warned', 'Muted in public rooms', 'Report dismissed']) {
      await expect(maxRecord.locator('.mod-action').filter({ hasText: words })).toContainText(`by ${monaName}`);
    }
    expect(await violations(max.page)).toEqual([]);
    await done(ada, bo, rude, vic, mona, max);
  });

  // After "Replace a visitor's name" the desk shows the record under the new name (it once read
  // it again by the old one: "There is no player of that name.").
  test(`on a ${viewport.name}, the desk shows a renamed visitor's record under the new name`, async ({ browser }) => {
    test.setTimeout(60_000);
    const monaName = `Mora${viewport.name === 'phone' ? 'p' : 'd'}${Date.now() % 100000}`;
    const vic = await player(browser, viewport);
    const mona = await player(browser, viewport);
    await signUp(mona, monaName);
    makeModerator(monaName);
    await vic.page.goto('/#/online');
    const vicName = await myName(vic.page);
    await openDesk(mona.page);
    await mona.page.getByLabel("A player's record").fill(vicName);
    await mona.page.getByRole('button', { name: 'Find', exact: true }).click();
    const record = mona.page.locator('.record');
    await expect(record.getByRole('heading', { name: `${vicName}'s record` })).toBeVisible();
    await expect(record.locator('p').first()).toHaveText('Visitor · Their page');
    await act(mona.page, 'rename', 'An insulting visitor name.');
    await vic.page.reload();
    const newName = await myName(vic.page);
    expect(newName).not.toBe(vicName);
    // The record stays open, under the new name, with what was done.
    await expect(record.getByRole('heading', { name: `${newName}'s record` })).toBeVisible();
    await expect(record.locator('.mod-log .mod-action')).toHaveText([
      `Visitor renamed · ${newName} · by ${monaName}: An insulting visitor name. (${vicName} -> ${newName})`,
    ]);
    await expect(mona.page.getByText('There is no player of that name.')).toHaveCount(0);
    await done(vic, mona);
  });
}

// The chat, the leaderboards and the moderators' desk pass axe in both themes, at both sizes.
for (const viewport of viewports) {
  for (const theme of ['Dark', 'Light']) {
    test(`on a ${viewport.name}, ${theme.toLowerCase()} theme, the chat, the leaderboards and the desk pass axe`, async ({ browser }) => {
      test.setTimeout(60_000);
      const monaName = `Moth${viewport.name === 'phone' ? 'p' : 'd'}${theme[0]}${Date.now() % 100000}`;
      const ada = await player(browser, viewport, { theme });
      const bo = await player(browser, viewport, { theme });
      const mona = await player(browser, viewport, { theme });
      const creator = await createGame(ada.page);
      await expect(ada.page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
      await joinGame(bo.page, creator, ada.page);
      await ada.page.locator('.game-chat').getByRole('button', { name: 'Good luck' }).click();
      await expect(bo.page.locator('.game-chat .chat-line')).toHaveCount(1);
      expect(await violations(bo.page), 'chat').toEqual([]);
      await bo.page.goto('/#/leaderboard');
      await expect(bo.page.getByRole('heading', { name: 'Leaderboards', level: 1 })).toBeVisible();
      expect(await violations(bo.page), 'leaderboards').toEqual([]);
      await signUp(mona, monaName);
      makeModerator(monaName);
      await report(ada.page, monaName, 'other', 'Checking the desk in every theme.');
      await openDesk(mona.page);
      await mona.page.locator('.reports').getByRole('button').first().click();
      await expect(mona.page.locator('.record')).toBeVisible();
      expect(await violations(mona.page), 'desk').toEqual([]);
      await done(ada, bo, mona);
    });
  }
}
