// The site in the player's language (issue 33): the browser's language on a first visit, the
// language menu in Preferences (each language named in itself), remembered on the device and
// on the server; for each of the seven languages at 360x640 and on a desktop, the pages
// translated so far (the home page, the preferences, the game page's settings window, the game,
// its pause menu and end screen; the lobby, the account, the leaderboards, the tournaments, the
// games to watch; the puzzles, the lessons, the rules and the statistics) show no text of the
// English catalogue and no message's id (a part of the catalogue the page did not fetch),
// nothing overflows its box, and axe-core passes with the page's `lang` set. Only the chosen
// language's catalogue is fetched, and each of its parts with the pages that use it.
import { test, expect, violations, enableTesting, move, waitForPly, fen } from './helpers.mjs';
import fs from 'node:fs';
import path from 'node:path';

const viewports = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
];

const languages = ['en', 'fr', 'de', 'es', 'pt-BR', 'ru', 'zh-CN'];

/** The lines of a language's catalogue files (its core and its parts' folders). */
function catalogueLines(code) {
  const dir = path.join('crates/i18n/locales', code);
  return fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.ftl'))
    .flatMap((file) => fs.readFileSync(path.join(dir, file), 'utf8').split('\n'));
}

/** The simple messages (`id = text`, no variables) of a language's catalogue. */
function catalogue(code) {
  const messages = new Map();
  for (const line of catalogueLines(code)) {
    const found = line.match(/^([a-z][a-z0-9-]*) = (.+)$/);
    if (found && !found[2].includes('{')) messages.set(found[1], found[2].trim());
  }
  return messages;
}

const english = catalogue('en');
// Every message's id: a page showing one asked for a message its catalogue lacks (a part of
// the catalogue its page did not fetch).
const ids = new Set(catalogueLines('en').map((line) => line.match(/^([a-z][a-z0-9-]*) =/)?.[1]).filter(Boolean));

/** The English texts on the page (an element's own words, or its accessible name) that its
 * language's catalogue does not also say. */
async function englishLeft(page, code) {
  const own = catalogue(code);
  const shown = new Set(await page.evaluate(() => {
    const texts = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.getClientRects().length === 0) continue;
      const words = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      if (words) texts.push(words);
      const label = element.getAttribute('aria-label');
      if (label) texts.push(label.trim());
    }
    return texts;
  }));
  const ownTexts = new Set(own.values());
  return [...english]
    // Words the two languages share (a game's name, "Normal") are not a missing translation.
    .filter(([, text]) => !ownTexts.has(text) && shown.has(text))
    .map(([id, text]) => `${id}: ${text}`)
    .concat([...shown].filter((text) => ids.has(text)).map((id) => `${id}: shown as its id`));
}

/** The fonts the browser drew the first element matching `selector` in (Chromium's own
 * answer, through the DevTools protocol). */
async function fontsOf(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Elements whose content is wider than their box (a clipped button, a line off the screen). */
async function overflowing(page) {
  return page.evaluate(() => {
    const out = [];
    for (const element of document.querySelectorAll('button, a, h1, h2, h3, p, legend, label, select, li, dt, dd, span')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      // A span's width is its text's (an ellipsis is a span giving way on purpose).
      if (element.tagName !== 'SPAN' && element.scrollWidth > element.clientWidth + 1
        && getComputedStyle(element).overflowX !== 'auto') {
        out.push(`${element.tagName} "${element.innerText.slice(0, 40)}"`);
      }
      if (box.right > window.innerWidth + 1) out.push(`${element.tagName} "${element.innerText.slice(0, 40)}" off the screen`);
    }
    return out;
  });
}

/** Opens `page` in language `code` (its preferences, no animation: axe reads the colours of a
 * window that has finished opening), and returns the check of what it shows: no English text,
 * nothing overflowing, axe's rules kept. */
async function inLanguage(page, code) {
  await page.addInitScript((language) => {
    localStorage.setItem('skillgames/v1/preferences', JSON.stringify({ language, motion: 'Off' }));
  }, code);
  return async (what) => {
    expect(await englishLeft(page, code), what).toEqual([]);
    expect(await overflowing(page), what).toEqual([]);
    expect(await violations(page), what).toEqual([]);
  };
}

test('a first visit is in the browser\'s language, and fetches only its catalogue', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-AT', viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const catalogues = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname;
    if (name.endsWith('.ftl')) catalogues.push(name);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Amazonen spielen' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  expect(catalogues).toHaveLength(1);
  expect(catalogues[0]).toMatch(/^\/i18n-de-[0-9a-f]+\.ftl$/);
  // The lobby's words come with its code, the first time it opens.
  await page.evaluate(() => { window.location.hash = '#/online'; });
  await expect(page.locator('.lobby')).toBeVisible();
  expect(catalogues).toHaveLength(2);
  expect(catalogues[1]).toMatch(/^\/i18n-de\.online-[0-9a-f]+\.ftl$/);
  await context.close();
});

test('the language menu changes the language, on the device and for the account', async ({ page }) => {
  // A player with a name on the server (the lobby gives one).
  await page.goto('/');
  await page.getByRole('button', { name: 'Play online' }).click();
  await expect(page.getByRole('heading', { name: 'Play online' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Preferences' }).click();
  const menu = page.getByRole('combobox', { name: 'Language' });
  // Each language named in itself.
  await expect(menu.locator('option')).toHaveText(
    ['English', 'Français', 'Deutsch', 'Español', 'Português (Brasil)', 'Русский', '简体中文'],
  );
  await Promise.all([page.waitForEvent('load'), menu.selectOption('ru')]);
  await expect(page.getByRole('button', { name: 'Настройки' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
  // The server keeps it with the player's name (their emails and pushes are written in it).
  const kept = await page.evaluate(async () => (await fetch('/api/language')).json());
  expect(kept.language).toBe('ru');
  // Remembered on the device.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Настройки' })).toBeVisible();
  await page.getByRole('button', { name: 'Настройки' }).click();
  await expect(page.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  await Promise.all([page.waitForEvent('load'), page.getByRole('combobox', { name: 'Язык' }).selectOption('en')]);
  await expect(page.getByRole('button', { name: 'Preferences' })).toBeVisible();
});

test('a game record written with the page in German opens with the page in French: records are formats, not words', async ({ page }) => {
  const choose = (language) => page.addInitScript((l) => {
    localStorage.setItem('skillgames/v1/preferences', JSON.stringify({ language: l, motion: 'Off' }));
  }, language);
  await choose('de');
  const de = catalogue('de');
  await page.goto('/#/play/archimedes/new');
  await page.locator('.dialog').getByRole('button', { name: de.get('play-friend'), exact: true }).click();
  await page.locator('.dialog .primary.wide').click();
  await move(page, 'c2', 'd3');
  await waitForPly(page, 1);
  await move(page, 'e6', 'f6');
  await waitForPly(page, 2);
  const live = await fen(page);
  await page.getByRole('button', { name: de.get('play-menu') }).click();
  await page.getByRole('button', { name: de.get('play-game-record'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const record = await dialog.locator('textarea').inputValue();
  await dialog.getByRole('button', { name: de.get('common-done') }).click();
  // The headers and the notation are the same in every language.
  expect(record).toContain('Game: Archimedes\n');
  expect(record).toMatch(/\n1\. c2-d3 e6-f6\n$/);

  const other = await page.context().newPage();
  await other.addInitScript(() => {
    localStorage.setItem('skillgames/v1/preferences', JSON.stringify({ language: 'fr', motion: 'Off' }));
  });
  const fr = catalogue('fr');
  await other.goto('/#/play/archimedes/new');
  await other.locator('.dialog .primary.wide').click();
  await other.getByRole('button', { name: fr.get('play-menu') }).click();
  await other.getByRole('button', { name: fr.get('play-open-record'), exact: true }).click();
  await other.getByLabel(fr.get('common-import-label')).fill(record);
  await other.getByRole('button', { name: fr.get('common-open'), exact: true }).click();
  await waitForPly(other, 2);
  expect(await fen(other)).toBe(live);
  expect(await other.evaluate(() => document.documentElement.lang)).toBe('fr');
});

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, bypassCSP: true });

    for (const code of languages) {
      test(`${code}: the home page and the preferences are in it, fit, and pass axe`, async ({ page }) => {
        await page.addInitScript((language) => {
          // No animation: axe reads the colours of a window that has finished opening.
          localStorage.setItem('skillgames/v1/preferences', JSON.stringify({ language, motion: 'Off' }));
        }, code);
        await page.goto('/');
        await expect(page.locator('.card')).toHaveCount(3);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
        expect(await englishLeft(page, code)).toEqual([]);
        if (code === 'zh-CN') {
          // The characters are drawn in a Chinese font, not as boxes of a font without them.
          const fonts = await fontsOf(page, '.card .tagline');
          expect(fonts.some((family) => /CJK|Han|PingFang|YaHei/.test(family)), fonts.join(', ')).toBe(true);
        }
        expect(await overflowing(page)).toEqual([]);
        expect(await violations(page)).toEqual([]);
        await page.locator('.foot-buttons button').last().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await englishLeft(page, code)).toEqual([]);
        expect(await overflowing(page)).toEqual([]);
        expect(await violations(page)).toEqual([]);
      });
    }

    for (const code of languages) {
      test(`${code}: a game against the computer, its pause menu and its end screen are in it, fit, and pass axe`, async ({ page }) => {
        await enableTesting(page);
        const check = await inLanguage(page, code);
        // Amazons: the longest score line (its names and what it counts).
        await page.goto('/#/play/amazons/new');
        await expect(page.getByRole('dialog')).toBeVisible();
        await check('the settings window');
        await page.locator('.dialog .primary.wide').click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.locator('.board')).toBeVisible();
        await check('the game');
        await page.locator('.menu-button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check('the pause menu');
        // Archimedes from a position one move from its end: the end screen.
        const position = '4BB/6/W1B3/6/6/W1W1W1 w 0 0';
        await page.goto(`/#/play/archimedes/new?position=${encodeURIComponent(position)}`);
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.locator('.dialog .primary.wide').click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await move(page, 'e1', 'e2');
        await expect(page.locator('#end-title')).toBeVisible();
        await check('the end screen');
      });
    }

    for (const code of languages) {
      test(`${code}: the online pages, a puzzle, a lesson and the learning pages are in it, fit, and pass axe`, async ({ page, browser }) => {
        const check = await inLanguage(page, code);
        // The pages of each part of the catalogue: each fetches its part with its code.
        const pages = [
          ['#/online', '.lobby'],
          ['#/account', '.online-page.account'],
          ['#/leaderboard', '.leaderboard'],
          ['#/tournaments', '.tournaments'],
          ['#/watch', '.watch'],
          ['#/puzzles', '#puzzle-about[data-puzzle]'],
          ['#/learn/amazons', '.rules.learn'],
          ['#/learn/amazons/1', '.puzzle-board'],
          ['#/rules/loa', '.rules'],
          ['#/stats', '.stats-page'],
        ];
        await page.goto('/');
        await expect(page.locator('.card')).toHaveCount(3);
        for (const [address, ready] of pages) {
          await page.evaluate((to) => { window.location.hash = to; }, address);
          await expect(page.locator(ready).first()).toBeVisible();
          await check(address);
        }
        // An account's own page, and an online game of theirs waiting for an opponent.
        const me = `L${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
        const signed = await page.evaluate(async (name) => (await fetch('/api/signup', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name, password: 'a-long-password' }),
        })).status, me);
        expect(signed).toBe(200);
        await page.evaluate((to) => { window.location.hash = to; }, `#/player/${encodeURIComponent(me)}`);
        await expect(page.locator('.online-page h1').first()).toContainText(me);
        await check('the player\'s page');
        await page.evaluate(() => { window.location.hash = '#/online'; });
        await page.locator('.lobby > .primary, .lobby .primary').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check('the window that makes a game');
        await page.locator('.dialog .primary.wide').click();
        const own = page.locator(`.game-line[data-creator="${me}"]`);
        await expect(own).toBeVisible();
        await check('the lobby with a game of the player\'s');
        // Someone joins from another device: the game, in the player's language.
        const other = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        const joiner = await other.newPage();
        await joiner.goto('/#/online');
        await joiner.locator(`.game-line[data-creator="${me}"]`).getByRole('button', { name: 'Join', exact: true }).dispatchEvent('click');
        await expect(page).toHaveURL(/#\/online\/[^/]+$/);
        await expect(page.locator('.board')).toBeVisible();
        await check('an online game');
        await other.close();
        // The account's settings, its bell, and the window that makes a tournament.
        await page.evaluate(() => { window.location.hash = '#/account'; });
        await expect(page.locator('.online-page.account section.api-tokens')).toBeVisible();
        await expect(page.locator('.online-page.account section.vacation')).toBeVisible();
        await check('the account\'s settings');
        await page.locator('.bell-button').click();
        await expect(page.locator('#bell-list')).toBeVisible();
        await check('the bell');
        await page.locator('.bell-button').click();
        await page.evaluate(() => { window.location.hash = '#/tournaments'; });
        await page.locator('.tournaments .primary').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check('the window that makes a tournament');
      });
    }
  });
}
