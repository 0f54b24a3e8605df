// The page's layout, measured, on a desktop (1280x800) and on a phone (360x640): the board
// and its status line fit the window; the menu button sits at the board's top-left corner;
// a move never breaks across lines in the move list; after an analysis the move on show
// stays in the list's view; the evaluation graph is large; on a phone the statistics table
// needs no sideways scroll and the board and the graph are on the screen together in review;
// a notice on the home page covers neither the title nor any button; a game's first screen, the
// settings window, fits whole with the offer of the lessons; in the puzzle trainer the task
// and the whole board are on the screen together, the filters folded.
import { readFileSync } from 'node:fs';
import { test, expect, startGame, move, waitForPly, board } from './helpers.mjs';

const desktop = { name: 'desktop', width: 1280, height: 800 };
const phone = { name: 'phone', width: 360, height: 640 };

const graph = (page) => page.getByRole('img', { name: /Evaluation graph/ });
const status = (page) => page.locator('p.status');
const progress = (page) => page.getByRole('progressbar');
const moveList = (page) => page.getByRole('region', { name: 'Moves' });

// An Archimedes 6x6 game between friends (the one of analysis.spec.mjs: it has marks).
const archimedes = [['c2', 'c4'], ['f4', 'f2'], ['c4', 'a6'], ['e4', 'e1'], ['a6', 'b5'], ['f2', 'f3']];

/** Plays `moves` between friends, then analyses the game from review (one move back). */
async function playAndAnalyse(page, game, moves, options = {}) {
  await startGame(page, game, { friend: true, ...options });
  for (const [index, squares] of moves.entries()) {
    await move(page, ...squares);
    await waitForPly(page, index + 1);
  }
  await page.getByRole('button', { name: 'Previous move' }).click();
  await page.getByRole('button', { name: 'Analyse the game' }).click();
  await expect(progress(page)).toHaveCount(0, { timeout: 45_000 });
  await expect(graph(page)).toBeVisible();
}

/** Whether two boxes share any area. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('on a desktop', () => {
  test.use({ viewport: { width: desktop.width, height: desktop.height } });

  for (const game of ['archimedes', 'amazons', 'loa']) {
    test(`${game}: the whole board and its status line are in the window without scrolling`, async ({ page }) => {
      await startGame(page, game, { friend: true });
      await expect(status(page)).toHaveText(/^(White|Black) to move$/);
      const check = async (what) => {
        expect(await page.evaluate(() => window.scrollY), `${what}: not scrolled`).toBe(0);
        const shown = await board(page).boundingBox();
        expect(shown.y, `${what}: the board's top`).toBeGreaterThanOrEqual(0);
        expect(shown.y + shown.height, `${what}: the board's foot`).toBeLessThanOrEqual(desktop.height);
        const line = await status(page).boundingBox();
        expect(line.y + line.height, `${what}: the status line's foot`).toBeLessThanOrEqual(desktop.height);
      };
      await check('at the start');
      if (game === 'amazons') {
        // The larger status of the arrow's turn.
        await move(page, 'b1', 'b4');
        await expect(status(page)).toHaveText('SHOOT AN ARROW');
        await check('shooting');
      }
    });
  }

  test('after an analysis the move on show stays in the move list\'s view', async ({ page }) => {
    // A 40-move game of Lines of Action between friends, kept by the browser, not yet analysed.
    const record = JSON.parse(readFileSync(new URL('./fixtures/loa-300-plies.json', import.meta.url), 'utf8'));
    record.moves = record.moves.slice(0, 40);
    delete record.analysis;
    await page.addInitScript((text) => localStorage.setItem('skillgames/v1/save/loa', text), JSON.stringify(record));
    await page.goto('/#/play/loa');
    await waitForPly(page, 40);
    const list = moveList(page).locator('ol.moves');
    const inView = async (what) => {
      const current = list.locator('button.move[aria-current="step"]');
      await expect(current).toHaveCount(1);
      const shown = await list.boundingBox();
      const button = await current.boundingBox();
      const visible = { top: Math.max(shown.y, 0), bottom: Math.min(shown.y + shown.height, desktop.height) };
      expect(button.y, `${what}: the move on show's top`).toBeGreaterThanOrEqual(visible.top - 1);
      expect(button.y + button.height, `${what}: the move on show's foot`).toBeLessThanOrEqual(visible.bottom + 1);
    };
    await list.locator('button.move[data-ply="20"]').click();
    await waitForPly(page, 20);
    await inView('before the analysis');
    await page.getByRole('button', { name: 'Analyse the game' }).click();
    await expect(progress(page)).toBeVisible();
    await expect(progress(page)).toHaveCount(0, { timeout: 45_000 });
    await expect(graph(page)).toBeVisible();
    await expect(status(page)).toContainText('(20 of 40)');
    await inView('after the analysis');
    await page.getByRole('button', { name: 'Next move' }).click();
    await waitForPly(page, 21);
    await inView('a move later');
  });

  test('the evaluation graph is large: as wide as the side panel and at least 140 pixels tall', async ({ page }) => {
    await playAndAnalyse(page, 'archimedes', archimedes);
    const drawn = await graph(page).boundingBox();
    const panel = await page.locator('.review').boundingBox();
    expect(drawn.width, 'as wide as the panel').toBeGreaterThanOrEqual(panel.width - 1);
    expect(drawn.width).toBeGreaterThanOrEqual(300);
    expect(drawn.height).toBeGreaterThanOrEqual(140);
    // And it is on the screen, beside the board.
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(desktop.height);
  });
});

for (const viewport of [desktop, phone]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the menu button sits at the top-left corner, at the board\'s left edge', async ({ page }) => {
      for (const game of ['archimedes', 'amazons', 'loa']) {
        await startGame(page, game, { friend: true });
        const menu = await page.getByRole('button', { name: 'Menu (pause)' }).boundingBox();
        const shown = await board(page).boundingBox();
        expect(Math.abs(menu.x - shown.x), `${game}: menu ${menu.x}, board ${shown.x}`).toBeLessThanOrEqual(2);
        expect(menu.y + menu.height, `${game}: above the board`).toBeLessThanOrEqual(shown.y);
      }
    });

    test('a move never breaks across lines in the move list, marks and all', async ({ page }) => {
      // Amazons on 10 x 10: the longest moves there are, then the analysis's marks after them.
      const moves = [['d1', 'd9', 'j9'], ['g10', 'g2', 'a2'], ['j4', 'j6', 'a6'], ['d10', 'i10', 'i1']];
      const single = async (what) => {
        const buttons = moveList(page).locator('button.move');
        await expect(buttons).toHaveCount(moves.length);
        for (const button of await buttons.all()) {
          const lines = await button.evaluate((element) => {
            // A text that wraps is drawn in one box a line.
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            let most = 0;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              most = Math.max(most, tops.size);
            }
            return { tops: most, height: element.getBoundingClientRect().height, text: element.textContent,
              fits: element.scrollWidth <= element.clientWidth + 1 };
          });
          expect(lines.tops, `${what}: "${lines.text}" on one line`).toBe(1);
          expect(lines.height, `${what}: "${lines.text}" one line high`).toBeLessThanOrEqual(36);
          expect(lines.fits, `${what}: "${lines.text}" inside its button`).toBe(true);
        }
      };
      await playAndAnalyse(page, 'amazons', moves, { size: 10 });
      await expect(moveList(page).locator('button.move').first()).toHaveText(/^d1-d9\/j9/);
      await expect(moveList(page).locator('button.move').last()).toHaveText(/^d10-i10\/i1/);
      await single('analysed');
    });

    test('a notice on the home page covers neither the title nor a button', async ({ page }) => {
      await page.goto('/#/view/chess/8?moves=e2-e4');
      const notice = page.locator('.notices .notice');
      await expect(notice).toContainText('This link names a game or board this site does not have.');
      const title = page.locator('.masthead h1');
      await expect(title).toBeVisible();
      const clear = async (what) => {
        const box = await notice.boundingBox();
        expect(overlap(box, await title.boundingBox()), `${what}: the title`).toBe(false);
        for (const button of await page.locator('main button').all()) {
          if (!(await button.isVisible())) continue;
          const name = await button.textContent();
          expect(overlap(box, await button.boundingBox()), `${what}: the button ${name}`).toBe(false);
        }
      };
      await clear('at the top of the page');
      // Scrolled down to the foot of the page, as to reach Statistics.
      await page.getByRole('button', { name: 'Statistics' }).evaluate((b) => b.scrollIntoView({ block: 'end' }));
      await clear('at the foot of the page');
      await notice.getByRole('button', { name: 'Dismiss notice' }).click();
      await expect(notice).toHaveCount(0);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: phone.width, height: phone.height } });

  test('the statistics table shows every column without a sideways scroll', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Statistics' }).click();
    await expect(page.getByRole('heading', { name: 'Your statistics' })).toBeVisible();
    const region = page.getByRole('region', { name: 'Statistics table' });
    const scroll = await region.evaluate((r) => ({ scroll: r.scrollWidth, client: r.clientWidth }));
    expect(scroll.scroll, 'nothing to scroll sideways in the table').toBeLessThanOrEqual(scroll.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    const frame = await region.boundingBox();
    for (const row of [region.locator('thead tr'), region.locator('tbody tr').first(), region.locator('tr[data-stats^="loa/"]').first()]) {
      const cells = row.locator('th, td');
      await expect(cells).toHaveCount(9);
      for (const cell of await cells.all()) {
        const box = await cell.boundingBox();
        const text = await cell.textContent();
        expect(box.x, `"${text}" from the left edge`).toBeGreaterThanOrEqual(frame.x - 0.5);
        expect(box.x + box.width, `"${text}" to the right edge`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
        expect(await cell.evaluate((c) => c.scrollWidth <= c.clientWidth + 1), `"${text}" inside its cell`).toBe(true);
      }
    }
  });

  test('in review the board and the evaluation graph are on the screen together', async ({ page }) => {
    await playAndAnalyse(page, 'archimedes', archimedes);
    // Scrolled so that the board's top is at the top of the screen: the graph is in view too.
    await board(page).evaluate((b) => b.scrollIntoView({ block: 'start' }));
    const together = async (what) => {
      const shown = await board(page).boundingBox();
      const drawn = await graph(page).boundingBox();
      expect(shown.y, `${what}: the board's top`).toBeGreaterThanOrEqual(-0.5);
      expect(shown.y + shown.height, `${what}: the board's foot`).toBeLessThanOrEqual(phone.height);
      expect(drawn.y, `${what}: the graph's top`).toBeGreaterThanOrEqual(0);
      expect(drawn.y + drawn.height, `${what}: the graph's foot`).toBeLessThanOrEqual(phone.height);
    };
    await together('scrolled to the board');
    // A tap on the graph changes the board in sight.
    const drawn = await graph(page).boundingBox();
    await page.mouse.click(drawn.x + 2, drawn.y + drawn.height / 2);
    await expect(status(page)).toHaveText('The start (0 of 6)');
    await together('after a tap on the graph');
  });
});

/** Whether `locator`'s box lies whole inside the window of `viewport` (as it stands now). */
async function onScreen(locator, viewport, what) {
  const box = await locator.boundingBox();
  expect(box, `${what}: drawn`).not.toBeNull();
  expect(box.y, `${what}: its top`).toBeGreaterThanOrEqual(-0.5);
  expect(box.y + box.height, `${what}: its foot`).toBeLessThanOrEqual(viewport.height + 0.5);
  return box;
}

for (const viewport of [phone, desktop]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    /** The settings window is on the screen whole, nothing in it to scroll. */
    async function settingsFit(page, what) {
      const dialog = page.getByRole('dialog');
      const window = dialog.locator('.dialog');
      await onScreen(window, viewport, `${what}: the window`);
      const scroll = await window.evaluate((d) => ({ content: d.scrollHeight, shown: d.clientHeight, at: d.scrollTop }));
      expect(scroll.content, `${what}: nothing to scroll in the window`).toBeLessThanOrEqual(scroll.shown + 1);
      expect(scroll.at, `${what}: not scrolled`).toBe(0);
      await onScreen(dialog.getByRole('heading'), viewport, `${what}: the title`);
      await onScreen(dialog.getByRole('button', { name: 'PLAY: start the game' }), viewport, `${what}: PLAY`);
    }

    test('a game\'s first screen, the settings window, fits with the offer of the lessons and without it', async ({ page }) => {
      for (const game of ['archimedes', 'amazons', 'loa']) {
        await page.goto(`/#/play/${game}/new`);
        const offer = page.locator('#lesson-offer');
        await expect(offer).toBeVisible();
        await settingsFit(page, `${game} with the offer`);
        await onScreen(offer.locator('p'), viewport, `${game}: the offer's words`);
        await page.locator('#lesson-offer-no').click();
        await expect(offer).toHaveCount(0);
        await settingsFit(page, `${game} without the offer`);
      }
    });

    test('the settings window fits with the offer and "Review your last game" both', async ({ page }) => {
      // A finished game of each kept in the browser (its moves do not matter here), and the
      // offer of the lessons left unanswered.
      const games = [['archimedes', 'normal'], ['amazons', 'normal'], ['loa', 'medium']];
      await page.addInitScript((kept) => {
        for (const [game, level] of kept) {
          const record = { version: 1, game, size: game === 'loa' ? 8 : 6, level, opponent: 'Computer', start: null, moves: [] };
          localStorage.setItem(`skillgames/v1/finished/${game}`, JSON.stringify(record));
        }
      }, games);
      for (const [game] of games) {
        await page.goto(`/#/play/${game}/new`);
        await expect(page.getByRole('button', { name: 'Review your last game' })).toBeVisible();
        await expect(page.locator('#lesson-offer')).toBeVisible();
        // Against the computer: its difficulty too, the tallest the window gets.
        await page.getByRole('button', { name: 'Computer', exact: true }).click();
        await expect(page.getByRole('dialog').locator('.level-help')).toBeVisible();
        await settingsFit(page, `${game} with the offer and the last game`);
      }
    });

    test('puzzles: the task and the whole board are on the screen together, the filters folded', async ({ page }) => {
      const lines = ['archimedes-10', 'amazons-10', 'loa-8'].flatMap((board) => readFileSync(`dist/puzzles-${board}.txt`, 'utf8').split('\n'))
        .filter((l) => l.trim() && !l.startsWith('#'));
      // The largest board of each game.
      for (const [game, size] of [['archimedes', 10], ['amazons', 10], ['loa', 8]]) {
        const line = lines.find((l) => l.split(';')[1] === game && Number(l.split(';')[2]) === size);
        const [id, , , position] = line.split(';');
        await page.goto(`/#/puzzles/${id}`);
        await expect(page.locator('#puzzle-about')).toHaveAttribute('data-puzzle', id);
        const side = position.split(' ')[1] === 'b' ? 'Black' : 'White';
        const task = page.locator('#puzzle-task');
        await expect(task).toHaveText(`${side} to play and win.`);
        expect(await page.evaluate(() => window.scrollY), `${id}: not scrolled`).toBe(0);
        const said = await onScreen(task, viewport, `${id}: the task`);
        const shown = await onScreen(board(page), viewport, `${id}: the board`);
        expect(said.y + said.height, `${id}: the task above the board`).toBeLessThanOrEqual(shown.y + 0.5);
        // The filters are folded until asked for.
        await expect(page.locator('#filter-game')).toBeHidden();
      }
      await page.getByText('Filters', { exact: true }).click();
      await expect(page.locator('#filter-game')).toBeVisible();
    });
  });
}
