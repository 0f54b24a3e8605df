// Online play through nginx in front of several `skillgames serve` nodes (sharing PostgreSQL
// and Redis): two players play a game by clicks while the node holding one of them is killed
// (SIGKILL); that player's page reconnects through nginx to another node and both finish the
// game. The cluster is the one `cargo xtask test` starts (`cargo xtask cluster` starts the same
// by hand), described in the JSON file at $SKILLGAMES_CLUSTER: the site's address, the program
// and each node's name, port, pid and command line. A node killed here is started again with
// the same command line at the end of each test (its new pid written back), so the next test
// (and a retry in a fresh worker) finds every node there again.
import { test, expect, viewports } from './helpers.mjs';
import { player, myName, createGame, joinGame, seePly, play, done, moveByClicks } from './online-helpers.mjs';
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const clusterFile = process.env.SKILLGAMES_CLUSTER;

/** The cluster's description as it is now (a node restarted here has its new pid in it). */
function readCluster() {
  return JSON.parse(readFileSync(clusterFile, 'utf8'));
}

function writeCluster(cluster) {
  const fresh = `${clusterFile}.${process.pid}`;
  writeFileSync(fresh, `${JSON.stringify(cluster, null, 2)}\n`);
  renameSync(fresh, clusterFile);
}

/** A node's `/api/health` answer (`{ node, connections, ... }`), or null when it is down. */
async function health(node) {
  try {
    const response = await fetch(`http://127.0.0.1:${node.port}/api/health`, {
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** Every node's WebSocket connections by name (null for a node that is down). */
async function connections(cluster) {
  const counts = {};
  for (const node of cluster.nodes) counts[node.name] = (await health(node))?.connections ?? null;
  return counts;
}

/** Waits until `check()` returns something, and returns it. */
async function until(what, check, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `node` again with its command line, detached (it outlives this worker), and waits until it is ready. */
async function restart(cluster, node) {
  const log = openSync(node.log, 'a');
  const child = spawn(cluster.program, node.args, {
    cwd: cluster.cwd,
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  closeSync(log);
  node.pid = child.pid;
  writeCluster(cluster);
  await until(`${node.name} started again`, async () => {
    try {
      return (await fetch(`http://127.0.0.1:${node.port}/api/ready`)).status === 200;
    } catch {
      return false;
    }
  }, 30_000);
}

/** Starts again every node of the cluster that is down. */
async function restoreNodes(cluster) {
  for (const node of cluster.nodes) {
    if ((await health(node)) === null) await restart(cluster, node);
  }
}

// Each test kills a node and starts it again: one at a time.
test.describe.configure({ mode: 'serial' });

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test('two players on a cluster finish their game though the node holding one of them is killed', async ({ browser }) => {
      test.skip(!clusterFile, 'SKILLGAMES_CLUSTER is unset (cargo xtask test starts a cluster and sets it)');
      test.setTimeout(120_000);
      const cluster = readCluster();
      await restoreNodes(cluster);
      const nodes = Object.fromEntries(cluster.nodes.map((n) => [n.name, n]));
      expect(Object.keys(nodes).length, 'a cluster of at least two nodes').toBeGreaterThanOrEqual(2);
      for (const node of cluster.nodes) expect((await health(node))?.node).toBe(node.name);
      const baseURL = cluster.url;
      // The killed node's socket fails on purpose, and a page may ask nginx while it still
      // counts the node in.
      const allowed = /WebSocket|ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|Failed to load resource|50[23]/;
      try {
        // Ada alone first: the one node whose connections rose holds her socket.
        const before = await connections(cluster);
        const ada = await player(browser, viewport, { baseURL, allowed });
        const creator = await createGame(ada.page, { time: '15+10' });
        const adaNode = await until('the node holding the first player', async () => {
          const now = await connections(cluster);
          const risen = Object.keys(now).filter((name) => now[name] > before[name]);
          return risen.length === 1 && now[risen[0]] === before[risen[0]] + 1 ? nodes[risen[0]] : null;
        });
        const bo = await player(browser, viewport, { baseURL, allowed });
        await joinGame(bo.page, creator, ada.page);
        const joiner = await myName(bo.page);
        // Two moves each, then the node holding Ada goes.
        await play(ada.page, 0, [bo.page]);
        await play(bo.page, 1, [ada.page]);
        await play(ada.page, 2, [bo.page]);
        await play(bo.page, 3, [ada.page]);
        const live = await connections(cluster);
        const held = live[adaNode.name] - before[adaNode.name];
        process.kill(adaNode.pid, 'SIGKILL');
        await until(`${adaNode.name} down`, async () => (await health(adaNode)) === null);
        // Ada's page (and Bo's, if it was on the same node) reconnects through nginx to
        // another node: the live nodes hold both players again.
        await until('both players connected to the nodes still up', async () => {
          const now = await connections(cluster);
          let gained = 0;
          for (const name of Object.keys(now)) {
            if (name === adaNode.name) continue;
            if (now[name] === null) return false;
            gained += now[name] - live[name];
          }
          return gained >= held;
        });
        await expect(ada.page.getByText('Reconnecting…')).toHaveCount(0, { timeout: 15_000 });
        await expect(bo.page.getByText('Reconnecting…')).toHaveCount(0, { timeout: 15_000 });
        // The same game, nothing lost: three more moves each, seen at once on the other side.
        await seePly(ada.page, 4);
        for (let index = 4; index < 10; index += 1) {
          const [mover, other] = index % 2 === 0 ? [ada.page, bo.page] : [bo.page, ada.page];
          await play(mover, index, [other]);
        }
        expect(await ada.page.locator('.board').getAttribute('data-fen'))
          .toBe(await bo.page.locator('.board').getAttribute('data-fen'));
        await expect(bo.page.locator('.move-list button.move')).toHaveCount(10);
        await bo.page.getByRole('button', { name: 'Resign' }).click();
        await bo.page.getByRole('button', { name: 'Yes, resign' }).click();
        const words = `White (${creator}) won. Black (${joiner}) resigned.`;
        await expect(ada.page.locator('.online-result .result')).toHaveText(words);
        await expect(bo.page.locator('.online-result .result')).toHaveText(words);
        // A reload through nginx (any node) shows the finished game as it ended.
        await ada.page.reload();
        await seePly(ada.page, 10);
        await expect(ada.page.locator('.online-result .result')).toHaveText(words);
        await done(ada, bo);
      } finally {
        await restoreNodes(cluster);
      }
    });
  });
}

/** An account made through the site's API (`name`), and a token of it with bot:play. */
async function botAccount(site, name) {
  const cookieOf = (response) => (response.headers.get('set-cookie') ?? '').split(';')[0];
  const me = await fetch(`${site}api/me`);
  let cookie = cookieOf(me);
  const signup = await fetch(`${site}api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ name, password: 'cluster-bot-password' }),
  });
  expect(signup.status).toBe(200);
  cookie = cookieOf(signup);
  const made = await fetch(`${site}api/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ name: 'cluster', scopes: ['bot:play'] }),
  });
  expect(made.status).toBe(201);
  return (await made.json()).token;
}

/** From `page`, challenges `name` on their profile page to Amazons 6 x 6, 15+10, as White. */
async function challengeBot(page, name) {
  await page.goto(`/#/player/${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Challenge ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Amazons', exact: true }).click();
  await dialog.getByRole('button', { name: '6 × 6', exact: true }).click();
  await dialog.getByRole('button', { name: '15+10', exact: true }).click();
  await dialog.getByRole('button', { name: 'White', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send the challenge' }).click();
  await expect(page).toHaveURL(/#\/online\/[^/]+$/, { timeout: 20_000 });
  await expect(page.locator('.board')).toBeVisible();
}

/** Plays a move by clicks and waits for the bot's answer. */
async function moveAndAnswer(page) {
  await expect(page.locator('.status')).toHaveText('Your move', { timeout: 30_000 });
  const before = Number(await page.locator('.board').getAttribute('data-ply'));
  expect(await moveByClicks(page)).toBe(true);
  await expect(page.locator('.board')).toHaveAttribute('data-ply', String(before + 2), { timeout: 30_000 });
}

test('a bot on a cluster keeps playing when the node holding its stream is killed', async ({ browser }) => {
  test.skip(!clusterFile, 'SKILLGAMES_CLUSTER is unset (cargo xtask test starts a cluster and sets it)');
  test.setTimeout(150_000);
  const cluster = readCluster();
  await restoreNodes(cluster);
  const nodes = Object.fromEntries(cluster.nodes.map((n) => [n.name, n]));
  const site = cluster.url.endsWith('/') ? cluster.url : `${cluster.url}/`;
  const name = `CBot ${Date.now() % 1e8}`;
  const token = await botAccount(site, name);
  const allowed = /WebSocket|ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|Failed to load resource|50[23]/;
  const before = await connections(cluster);
  const log = openSync(path.join(path.dirname(clusterFile), 'cluster-bot.log'), 'a');
  const bot = spawn(cluster.program, ['bot', '--url', site.replace(/\/$/, ''), '--token', token, '--level', 'easy', '--game', 'amazons'], {
    cwd: cluster.cwd,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  try {
    // The one node whose connections rose by one holds the bot's event stream.
    const botNode = await until('the node holding the bot', async () => {
      const now = await connections(cluster);
      const risen = Object.keys(now).filter((n) => now[n] > before[n]);
      return risen.length === 1 && now[risen[0]] === before[risen[0]] + 1 ? nodes[risen[0]] : null;
    });
    const visitor = await player(browser, viewports[1], { baseURL: cluster.url, allowed });
    const { page } = visitor;
    await challengeBot(page, name);
    await expect(page.locator('.strip-name').filter({ hasText: `BOT ${name}` })).toBeVisible();
    await moveAndAnswer(page);
    process.kill(botNode.pid, 'SIGKILL');
    await until(`${botNode.name} down`, async () => (await health(botNode)) === null);
    // The bot follows its game again through another node: it answers every move, and the
    // page and the stored game agree on every one (none lost).
    await moveAndAnswer(page);
    await moveAndAnswer(page);
    const id = page.url().split('/').pop();
    const stored = await (await fetch(`${site}api/games/${id}`)).json();
    expect(stored.moves.length).toBe(Number(await page.locator('.board').getAttribute('data-ply')));
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('button', { name: 'Yes, resign' }).click();
    await expect(page.locator('.online-result .result')).toContainText('resigned');
    // Its event stream is back too: a new challenge is accepted.
    await challengeBot(page, name);
    expect(page.url().split('/').pop()).not.toBe(id);
    await done(visitor);
  } finally {
    bot.kill();
    await restoreNodes(cluster);
  }
});

