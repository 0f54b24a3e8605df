// The computer's speed in the browser's WebAssembly against native, per game and board: the top
// level answers a first move in headless Chromium (its worker reports the positions it searched
// and the time), then the native engine searches the same position at the same level; both in
// nodes per second.
//
// Usage: cargo build --release -p skillgames && target/release/skillgames serve --port 8766 &
//        node tools/wasm_speed.mjs [--url http://127.0.0.1:8766] [--engine target/release/skillgames] [--runs 3]
import { chromium } from 'playwright-core';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8766' },
    engine: { type: 'string', default: 'target/release/skillgames' },
    runs: { type: 'string', default: '3' },
  },
});
const { url, engine } = options;
const runs = Number(options.runs);

const games = [
  ['archimedes', [6, 8, 10], 'Crazy', 'crazy'],
  ['amazons', [6, 8, 10], 'Crazy', 'crazy'],
  ['loa', [8], 'Hard', 'hard'],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/** The top level's answer to our first move in the browser: the position it searched, nodes, ms. */
async function inBrowser(game, size, label) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/#/play/${game}/new`);
  await page.getByRole('button', { name: label, exact: true }).click();
  const sizeButton = page.getByRole('button', { name: new RegExp(`^${size} × ${size}`) });
  if (await sizeButton.count()) await sizeButton.click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  const board = page.locator('.board');
  const ours = page.locator('[data-square][aria-label*=", your "]');
  for (let i = 0; i < await ours.count(); i++) {
    await ours.nth(i).click();
    if (await page.locator('.sq.target').count() > 0) break;
  }
  await page.locator('.sq.target').first().click();
  if (await board.evaluate((b) => b.classList.contains('shoot'))) await page.locator('.sq.target').first().click();
  await page.waitForFunction(() => document.querySelector('.board')?.dataset.ply === '1');
  const fen = await board.getAttribute('data-fen');
  await page.waitForFunction(() => document.querySelector('.board-wrap')?.dataset.thinkNodes, null, { timeout: 30_000 });
  const wrap = page.locator('.board-wrap');
  const nodes = Number(await wrap.getAttribute('data-think-nodes'));
  const ms = Number(await wrap.getAttribute('data-think-ms'));
  await context.close();
  return { fen, nodes, ms };
}

/** The native engine's search of `fen` at `level`: nodes and ms of its last finished iteration. */
function native(game, size, fen, level) {
  return new Promise((resolve, reject) => {
    const child = spawn(engine, ['engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (/^bestmove /m.test(out)) {
        child.stdin.end('quit\n');
        const infos = out.split('\n').filter((l) => l.startsWith('info '));
        const last = infos[infos.length - 1] ?? '';
        const nodes = Number(last.match(/ nodes (\d+)/)?.[1] ?? 0);
        const ms = Number(last.match(/ time (\d+)/)?.[1] ?? 0);
        resolve({ nodes, ms });
      } else if (/^error /m.test(out)) {
        reject(new Error(out));
      }
    });
    child.stdin.write(`debug on\nposition ${game} ${size} ${fen}\ngo ${level}\n`);
  });
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log('| game | board | level | browser (wasm) nodes/s | native nodes/s | wasm / native |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [game, sizes, label, level] of games) {
  for (const size of sizes) {
    const wasm = [];
    const here = [];
    for (let run = 0; run < runs; run++) {
      const searched = await inBrowser(game, size, label);
      wasm.push(searched.nodes / Math.max(searched.ms, 1) * 1000);
      const { nodes, ms } = await native(game, size, searched.fen, level);
      here.push(nodes / Math.max(ms, 1) * 1000);
    }
    const w = median(wasm);
    const n = median(here);
    console.log(`| ${game} | ${size}x${size} | ${label} | ${Math.round(w).toLocaleString('en')} | ${Math.round(n).toLocaleString('en')} | ${(100 * w / n).toFixed(0)}% |`);
  }
}
await browser.close();
