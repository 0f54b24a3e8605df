// How long the after-game analysis takes in the browser, per game and board: a typical game of
// 40 moves (the hard level against itself, played by the native engine with fixed seeds, so
// every run analyses the same game; a game that ends sooner is analysed as it is) is saved in the page's storage, opened, and analysed from
// review in headless Chromium; the time from pressing Analyse to the graph being complete.
//
// Usage: cargo build --release -p skillgames && target/release/skillgames serve --port 8766 &
//        node tools/analysis_speed.mjs [--url http://127.0.0.1:8766] [--engine target/release/skillgames] [--plies 40] [--runs 3]
import { chromium } from 'playwright-core';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8766' },
    engine: { type: 'string', default: 'target/release/skillgames' },
    plies: { type: 'string', default: '40' },
    runs: { type: 'string', default: '3' },
  },
});
const { url, engine } = options;
const plies = Number(options.plies);
const runs = Number(options.runs);

const boards = [
  ['archimedes', 6], ['archimedes', 8], ['archimedes', 10],
  ['amazons', 6], ['amazons', 8], ['amazons', 10],
  ['loa', 8],
];

/** Talks to `skillgames engine`: each command's reply is read up to the line `done` accepts. */
function engineSession() {
  const child = spawn(engine, ['engine']);
  let buffer = '';
  const waiting = [];
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      const head = waiting[0];
      if (head && head.done(line)) {
        waiting.shift();
        head.resolve(line);
      }
    }
  });
  const send = (command, done) => new Promise((resolve) => {
    waiting.push({ done, resolve });
    child.stdin.write(`${command}\n`);
  });
  return { send, close: () => child.stdin.end() };
}

/** A game of up to `plies` moves of the hard level against itself, from the usual start. */
async function hardGame(game, size) {
  const session = engineSession();
  const reply = (line) => line.startsWith('ok') || line.startsWith('error');
  const moves = [];
  await session.send(`new ${game} ${size}`, reply);
  while (moves.length < plies) {
    const result = await session.send('result', (l) => l.startsWith('result'));
    if (result !== 'result ongoing') break;
    const best = await session.send(`go hard seed ${moves.length + 1}`, (l) => l.startsWith('bestmove') || l.startsWith('error'));
    if (!best.startsWith('bestmove')) break;
    const mv = best.split(' ')[1];
    await session.send(`play ${mv}`, reply);
    moves.push(mv);
  }
  session.close();
  return moves;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/** Milliseconds from Analyse to the last position evaluated. */
async function analyse(game, size, moves) {
  const context = await browser.newContext();
  const record = {
    version: 1, game, size, level: 'hard', opponent: 'Friend', start: null, moves, date: '2026-12-01',
  };
  await context.addInitScript((text) => localStorage.setItem(`skillgames/v1/save/${JSON.parse(text).game}`, text), JSON.stringify(record));
  const page = await context.newPage();
  await page.goto(`${url}/#/play/${game}`);
  await page.waitForFunction((n) => document.querySelector('.board')?.dataset.ply === String(n), moves.length);
  await page.getByRole('button', { name: 'First position' }).click();
  const start = Date.now();
  await page.getByRole('button', { name: 'Analyse the game' }).click();
  await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 600_000 });
  const ms = Date.now() - start;
  await context.close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log('| game | board | moves | median time | per position | 40 moves at that pace |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [game, size] of boards) {
  const moves = await hardGame(game, size);
  const times = [];
  for (let run = 0; run < runs; run++) times.push(await analyse(game, size, moves));
  const ms = median(times);
  console.log(`| ${game} | ${size}x${size} | ${moves.length} | ${(ms / 1000).toFixed(1)} s | ${Math.round(ms / (moves.length + 1))} ms | ${((ms / (moves.length + 1)) * 41 / 1000).toFixed(1)} s |`);
}
await browser.close();
