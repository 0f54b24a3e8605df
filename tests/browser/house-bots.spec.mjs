// Someone to play at any hour: a site served with --house-bots has a bot of each level of
// each game in the lobby. A visitor opens the lobby, joins a house bot's game and plays it by
// clicks to its end (any legal move: a piece of theirs that can move, its first target, and in
// Amazons its first arrow), on a phone and on a desktop. The server is this test's own.
import { test, expect, viewports } from './helpers.mjs';
import { player, done, moveByClicks } from './online-helpers.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const binary = process.env.SKILLGAMES_BIN ?? 'target/release/skillgames';
// The most moves of the visitor's before the test gives up on a game ending.
const MOST_MOVES = 80;

/** `skillgames serve --house-bots` on a free port with a fresh data folder: its address. */
async function houseServer() {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'skillgames-house-'));
  const server = spawn(binary, ['serve', '--port', '0', '--data', data, '--house-bots'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const found = out.match(/http:\/\/[\d.]+:\d+\//);
      if (found) resolve(found[0]);
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  return { url, stop: () => { server.kill(); fs.rmSync(data, { recursive: true, force: true }); } };
}

for (const viewport of viewports) {
  test(`on a ${viewport.name}, a visitor plays a house bot from the lobby to the end`, async ({ browser }) => {
    test.setTimeout(180_000);
    const site = await houseServer();
    try {
      const visitor = await player(browser, viewport, { baseURL: site.url });
      const { page } = visitor;
      await page.goto('/#/online');
      // Every game's bots wait in the lobby; the easiest Amazons one is taken.
      const bot = page.locator('.game-line[data-creator="Amazons Easy"]');
      await expect(bot).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.game-line[data-creator="Archimedes Crazy"]')).toBeVisible();
      await expect(page.locator('.game-line[data-creator="LOA Hard"]')).toBeVisible();
      await bot.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(page).toHaveURL(/#\/online\/[^/]+$/);
      await expect(page.locator('.board')).toBeVisible();
      const result = page.locator('.online-result .result');
      let moves = 0;
      while (!(await result.isVisible())) {
        if (await moveByClicks(page)) {
          moves += 1;
          expect(moves, 'the game ends').toBeLessThan(MOST_MOVES);
        } else {
          await page.waitForTimeout(100);
        }
      }
      await expect(result).toContainText('Amazons Easy');
      expect(moves, "the visitor moved").toBeGreaterThan(0);
      // The bot's game, stored: it is listed on the bot's page.
      await page.goto(`/#/player/${encodeURIComponent('Amazons Easy')}`);
      await expect(page.getByText(/against|vs|Amazons/).first()).toBeVisible();
      // Marked as a bot on its page, and in the lobby's lines.
      await expect(page.locator('h1 .bot-badge')).toHaveText('BOT');
      await expect(page.getByText('A bot: a computer program that plays here')).toBeVisible();
      await expect(page.locator('.house-bot')).toContainText('it plays Amazons at the level Easy');
      // A stronger one's page says its measured strength on each board.
      await page.goto(`/#/player/${encodeURIComponent('Archimedes Crazy')}`);
      await expect(page.locator('.house-bot')).toContainText('it plays Archimedes at the level Crazy');
      await expect(page.locator('.house-bot')).toContainText(/8 × 8 \+\d+ Elo above Easy/);
      // "Play a bot": the bots connected now, each with its ratings; one is challenged by name
      // and accepts at once: the visitor is sent to the game.
      await page.goto('/#/online');
      await expect(page.locator('.game-line[data-creator="LOA Hard"]')).toContainText('BOT LOA Hard');
      await page.getByText('Play a bot', { exact: true }).click();
      const listed = page.locator('.bot-line[data-bot="Amazons Easy"]');
      await expect(listed).toContainText('Not rated yet');
      await expect(page.locator('.bot-line[data-bot="Archimedes Crazy"]')).toBeVisible();
      await listed.getByRole('button', { name: 'Challenge Amazons Easy' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Amazons', exact: true }).click();
      await dialog.getByRole('button', { name: '6 × 6', exact: true }).click();
      await dialog.getByRole('button', { name: '5+3', exact: true }).click();
      await dialog.getByRole('button', { name: 'Send the challenge' }).click();
      await expect(page).toHaveURL(/#\/online\/[^/]+$/, { timeout: 20_000 });
      await expect(page.locator('.board')).toBeVisible();
      await expect(page.locator('.strip-name').filter({ hasText: 'BOT Amazons Easy' })).toBeVisible();
      // Bots' games can be hidden from the lobby (the choice stays on the device).
      await page.goto('/#/online');
      await expect(page.locator('.game-line[data-creator="LOA Hard"]')).toBeVisible();
      await page.getByLabel("Hide bots' games").check();
      await expect(page.locator('.game-line[data-creator="LOA Hard"]')).toHaveCount(0);
      await page.reload();
      await expect(page.getByLabel("Hide bots' games")).toBeChecked();
      await expect(page.getByText('No open games right now: create one.')).toBeVisible();
      await done(visitor);
    } finally {
      site.stop();
    }
  });
}
