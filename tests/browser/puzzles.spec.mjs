// Puzzles and lessons, on a phone and on a desktop: a puzzle solved by taps (the rating moves),
// a wrong move said and retried, the daily puzzle, a whole lesson of each game, the offer of
// the lessons on a game's first visit, offline after one visit, and axe-core on the trainer
// and a lesson. The puzzles come from dist/puzzles-<game>-<size>.txt, as the page fetches them.
import { test, expect, board, square, viewports, violations, requestsOf } from './helpers.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const binary = process.env.SKILLGAMES_BIN ?? 'target/release/skillgames';

/** Every shipped puzzle, board by board in file order: `{ id, game, size, fen, moves, themes, rating }`. */
const boardFiles = fs.readdirSync('dist').filter((name) => /^puzzles-[a-z]+-\d+\.txt$/.test(name)).sort();
const puzzles = boardFiles.map((name) => fs.readFileSync(`dist/${name}`, 'utf8')).join('\n').split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [id, game, size, fen, moves, themes, rating] = line.split(';');
    return { id, game, size: Number(size), fen, moves: moves.split(' '), themes: themes ? themes.split(',') : [], rating: Number(rating) };
  });

/** The squares of a move in any game's notation: `c2-d3`, `b1-b4/b1`, `c1xa3`. */
const squares = (mv) => mv.match(/[a-j](10|[1-9])/g);

/** Animations off, so that the answer comes at once. */
async function quiet(page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('skillgames/v1/preferences')) {
      localStorage.setItem('skillgames/v1/preferences', JSON.stringify({ motion: 'Off' }));
    }
  });
}

async function openPuzzle(page, puzzle) {
  await page.goto(`/#/puzzles/${puzzle.id}`);
  await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', puzzle.id);
  await expect(board(page)).toHaveAttribute('data-fen', puzzle.fen);
}

/** Plays the solver's moves by taps, waiting for each answer. */
async function solve(page, puzzle) {
  for (let i = 0; i < puzzle.moves.length; i += 2) {
    for (const name of squares(puzzle.moves[i])) await square(page, name).click();
    // The solver's move, and the answer (if the line goes on) are on the board.
    const plies = Math.min(i + 2, puzzle.moves.length);
    await expect(board(page)).toHaveAttribute('data-ply', String(plies));
  }
  await expect(page.locator('#puzzle-status')).toHaveText('Solved!');
}

/** A puzzles file the page asks for: `puzzles-amazons-10.txt`. */
const isBoardFile = (url) => /\/puzzles-[a-z]+-\d+\.txt$/.test(url);

/** The daily puzzle of `date` among `board`'s (`archimedes-6`) as the page chooses it (FNV-1a
 * of the date over the board's file). */
function dailyOf(date, board) {
  const among = puzzles.filter((p) => p.id.startsWith(`${board}-`));
  let hash = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(date)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return among[Number(hash % BigInt(among.length))];
}

/**
 * Plays a wrong move by taps: a piece of the solver's other than the one the solution moves,
 * to its first target (and, in Amazons, its first shot).
 */
async function playWrong(page, puzzle) {
  const [from] = squares(puzzle.moves[0]);
  const pieces = page.locator('[data-square][aria-label*=", your "]');
  for (let i = 0; i < await pieces.count(); i++) {
    if (await pieces.nth(i).getAttribute('data-square') === from) continue;
    await pieces.nth(i).click();
    if (await page.locator('.sq.target').count() === 0) continue;
    // Taps until the move is made: one target, or (in Amazons) the square and the shot.
    for (let tap = 0; tap < 2 && await page.locator('.sq.target').count() > 0; tap++) {
      await page.locator('.sq.target').first().click();
    }
    break;
  }
  await expect(page.locator('.puzzles')).toHaveAttribute('data-phase', 'wrong');
  await expect(page.locator('#puzzle-status')).toHaveText(/^That/);
}

/**
 * After a wrong move: what it allows is the engine's best answer (the worker's search), said
 * in the status, outlined on the board, and the line the engine expects after it shown (but
 * for an answer that wins at once: the line is that move).
 */
async function seeRefutation(page) {
  const status = page.locator('#puzzle-status');
  await expect(status).toHaveAttribute('data-found-by', 'engine', { timeout: 15_000 });
  const answer = await status.getAttribute('data-refutation');
  expect(squares(answer).length).toBeGreaterThanOrEqual(2);
  await expect(status).toContainText(answer);
  await expect(status).not.toContainText('Looking');
  await expect(board(page)).toHaveAttribute('data-hint', answer);
  for (const name of new Set(squares(answer))) {
    await expect(page.locator(`.sq.hint[data-square="${name}"]`)).toHaveCount(1);
  }
  const line = page.locator('#puzzle-line');
  if ((await status.textContent()).includes('wins at once')) {
    await expect(line).toHaveCount(0);
  } else {
    await expect(line).toHaveText(new RegExp(`^The computer expects: ${answer} \\S`));
  }
}

// A puzzle of two moves of the solver's or more, of each game where there is one.
const longer = (game) => puzzles.find((p) => p.game === game && p.moves.length >= 3) ?? puzzles.find((p) => p.game === game);

/** The lesson answers: the first lesson of each game, a wrong move first. */
const lessons = [
  { game: 'archimedes', wrong: ['f1', 'e1'], right: ['f1', 'f4'] },
  { game: 'amazons', wrong: ['e1', 'e4', 'e1'], right: ['b1', 'b4', 'b1'] },
  { game: 'loa', wrong: ['c1', 'c3'], right: ['b1', 'b3'] },
];

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a puzzle of each game solved by taps moves the rating and the streak, and leads to the next', async ({ page }) => {
      await quiet(page);
      let rating = 1500;
      for (const game of ['archimedes', 'amazons', 'loa']) {
        const puzzle = longer(game);
        await openPuzzle(page, puzzle);
        await solve(page, puzzle);
        await expect(page.locator('#rating-change')).toHaveText(/\(\+\d+\)/);
        const now = Number(await page.locator('#puzzle-rating').textContent());
        expect(now).toBeGreaterThan(rating);
        rating = now;
      }
      await expect(page.locator('#puzzle-streak')).toHaveText('3');
      await page.locator('#puzzle-next').click();
      await expect(page.locator('#puzzle-about')).not.toHaveAttribute('data-puzzle', longer('loa').id);
      // Kept in the browser.
      await page.reload();
      await expect(page.locator('#puzzle-rating')).toHaveText(String(rating));
    });

    test('a wrong move is said, the engine shows what it allows, and it can be retried or the solution shown', async ({ page }) => {
      await quiet(page);
      // Rated near a new player (1500): a loss to a puzzle at the top of the scale (3000) moves
      // the rating by less than a point, and the test looks for the move.
      const puzzle = puzzles.find((p) => p.game === 'archimedes' && p.moves.length >= 3 && Math.abs(p.rating - 1500) <= 500);
      await openPuzzle(page, puzzle);
      await playWrong(page, puzzle);
      await expect(page.locator('.puzzles')).toHaveAttribute('data-phase', 'wrong');
      await expect(page.locator('#puzzle-status')).toHaveText(/^That/);
      await seeRefutation(page);
      await expect(page.locator('#puzzle-rating')).not.toHaveText('1500');
      await expect(page.locator('#puzzle-streak')).toHaveText('0');
      await page.locator('#puzzle-retry').click();
      await expect(board(page)).toHaveAttribute('data-ply', '0');
      await expect(page.locator('.sq.hint')).toHaveCount(0);
      await expect(page.locator('#puzzle-line')).toHaveCount(0);
      await solve(page, puzzle);
      // A second try is not rated again; the solution of another is shown on request.
      const other = puzzles.find((p) => p.game === 'amazons' && p.moves.length >= 3);
      await openPuzzle(page, other);
      await playWrong(page, other);
      await expect(page.locator('.puzzles')).toHaveAttribute('data-phase', 'wrong');
      await seeRefutation(page);
      await page.locator('#puzzle-solution').click();
      await expect(page.locator('.sq.hint')).toHaveCount(0);
      await expect(page.locator('#puzzle-line')).toHaveCount(0);
      await expect(board(page)).toHaveAttribute('data-ply', String(other.moves.length));
      await expect(page.locator('#puzzle-next')).toBeVisible();
    });

    test('the daily puzzle is the same for everyone on a date, and is marked solved', async ({ page }) => {
      await quiet(page);
      await page.goto('/#/puzzles');
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /.+/);
      const date = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      });
      // Before any choice the trainer shows the first game on its default board.
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /^archimedes-6-/);
      const daily = dailyOf(date, 'archimedes-6');
      await page.locator('#daily-puzzle').click();
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', daily.id);
      await expect(page.locator('#puzzle-about')).toContainText(`Daily puzzle, ${date}`);
      await solve(page, daily);
      await expect(page.locator('#daily-puzzle')).toHaveText('Daily puzzle (solved today)');
    });

    test('filters by game, board and theme choose the puzzles, fetching only the board shown', async ({ page }) => {
      await quiet(page);
      const fetched = [];
      page.on('request', (request) => { if (isBoardFile(request.url())) fetched.push(new URL(request.url()).pathname); });
      await page.goto('/#/puzzles');
      // One game at a time: the first game's default board, and only its file.
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /^archimedes-6-/);
      expect(fetched).toEqual(['/puzzles-archimedes-6.txt']);
      // Folded under the board until asked for.
      await page.getByText('Filters', { exact: true }).click();
      await expect(page.locator('#filter-game option')).toHaveText(['Archimedes', 'Amazons', 'Lines of Action']);
      await page.locator('#filter-game').selectOption('amazons');
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /^amazons-6-/);
      await expect(page.locator('#filter-board')).toHaveValue('6');
      await page.locator('#filter-board').selectOption('8');
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /^amazons-8-/);
      expect(fetched).toEqual(['/puzzles-archimedes-6.txt', '/puzzles-amazons-6.txt', '/puzzles-amazons-8.txt']);
      // All of a game's boards: the next puzzles may come from any of them.
      await page.locator('#filter-board').selectOption('');
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /^amazons-/);
      await expect.poll(() => fetched.filter((f) => f.startsWith('/puzzles-amazons-')).length).toBeGreaterThanOrEqual(4);
      await page.locator('#filter-board').selectOption('8');
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /^amazons-8-/);
      // Remembered on the device.
      await page.reload();
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /^amazons-8-/);
      await page.getByText('Filters', { exact: true }).click();
      const theme = puzzles.find((p) => p.id.startsWith('amazons-8-') && p.themes.length)?.themes[0];
      if (theme) {
        await page.locator('#filter-theme').selectOption(theme);
        const id = await page.locator('#puzzle-about').getAttribute('data-puzzle');
        expect(puzzles.find((p) => p.id === id).themes).toContain(theme);
      }
    });

    test('a whole lesson of each game: a wrong move explained, retried, then passed and remembered', async ({ page }) => {
      await quiet(page);
      for (const lesson of lessons) {
        await page.goto(`/#/learn/${lesson.game}/1`);
        await expect(page.locator('#lesson-step')).toHaveText('Step 1 of 1');
        for (const name of lesson.wrong) await square(page, name).click();
        await expect(page.locator('.lesson')).toHaveAttribute('data-phase', 'wrong');
        await expect(page.locator('#lesson-status')).not.toBeEmpty();
        await page.locator('#lesson-retry').click();
        for (const name of lesson.right) await square(page, name).click();
        await expect(page.locator('.lesson')).toHaveAttribute('data-phase', 'right');
        await page.locator('#lesson-next').click();
        await expect(page.locator('#lesson-status')).toHaveText('Lesson complete.');
        await page.goto(`/#/learn/${lesson.game}`);
        await expect(page.locator('.lessons li').first()).toContainText('Done');
      }
    });

    test('a game\'s first visit offers its lessons, once; How to play links to them', async ({ page }) => {
      await page.goto('/#/play/loa/new');
      await expect(page.locator('#lesson-offer')).toBeVisible();
      await page.locator('#lesson-offer-no').click();
      await expect(page.locator('#lesson-offer')).toHaveCount(0);
      await page.goto('/#/play/amazons/new');
      await page.locator('#lesson-offer-yes').click();
      await expect(page.locator('h1')).toHaveText('Learn Amazons');
      await page.goto('/#/play/loa/new');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.locator('#lesson-offer')).toHaveCount(0);
      await page.goto('/#/rules/archimedes');
      await page.locator('#learn-link').click();
      await expect(page.locator('h1')).toHaveText('Learn Archimedes');
    });

    test.describe('axe', () => {
      test.use({ bypassCSP: true });
      test('the trainer, a wrong answer and a lesson pass axe', async ({ page }) => {
        await quiet(page);
        const puzzle = longer('loa');
        await openPuzzle(page, puzzle);
        expect(await violations(page)).toEqual([]);
        await playWrong(page, puzzle);
        await seeRefutation(page);
        expect(await violations(page)).toEqual([]);
        await page.goto('/#/learn/amazons/2');
        await expect(page.locator('#lesson-prompt')).not.toBeEmpty();
        expect(await violations(page)).toEqual([]);
        await page.goto('/#/learn/loa');
        expect(await violations(page)).toEqual([]);
      });
    });
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit of the puzzles they work offline, the daily puzzle too; the first visit does not fetch them', async ({ page, context }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillgames-site-'));
    fs.cpSync('dist', dir, { recursive: true });
    // Its own data folder, as the other tests' servers (one SQLite file opened by two at once
    // may be locked).
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'skillgames-data-'));
    const server = spawn(binary, ['serve', '--dir', dir, '--port', '0', '--data', data], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const url = await new Promise((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (chunk) => {
          out += chunk;
          const found = out.match(/http:\/\/[\d.]+:\d+\//);
          if (found) resolve(found[0]);
        });
        server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
      });
      const requests = requestsOf(page);
      const fetched = [];
      context.on('request', (request) => { if (isBoardFile(request.url())) fetched.push(request.url()); });
      await page.goto(url);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeVisible();
      expect(fetched, 'the home page does not download the puzzles').toEqual([]);
      await page.goto(`${url}#/puzzles`);
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /.+/);
      expect(fetched.length).toBeGreaterThan(0);
      await requests.settled();

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', /.+/);
      await page.locator('#daily-puzzle').click();
      await expect(page.locator('#puzzle-about')).toContainText('Daily puzzle');
      await expect(board(page)).toBeVisible();
    } finally {
      await context.setOffline(false);
      server.kill();
      for (const d of [dir, data]) fs.rmSync(d, { recursive: true, force: true });
    }
  });
});
