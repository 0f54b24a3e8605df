import { test, expect, startGame, move, waitForPly, board } from './helpers.mjs';

test('the home page offers every game, with CONTINUE only for saved games', async ({ page }) => {
  const start = Date.now();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Play Lines of Action', exact: true })).toBeEnabled();
  const interactive = Date.now() - start;
  console.log(`interactive after ${interactive} ms`);
  expect(interactive).toBeLessThan(3000);
  for (const game of ['Archimedes', 'Amazons', 'Lines of Action']) {
    await expect(page.getByRole('button', { name: `Play ${game}`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `How to play ${game}` })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Continue/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'How to play Amazons' }).click();
  await expect(page.getByRole('heading', { name: 'How to play Amazons' })).toBeVisible();
  await expect(page.locator('.rules')).toContainText('The square it just left counts as empty');
});

test('the pause menu resumes, starts again and remembers the sound switch', async ({ page }) => {
  await startGame(page, 'archimedes', { level: 'Easy' });
  await page.getByRole('button', { name: 'Menu (pause)' }).click();
  await page.getByRole('button', { name: 'Sound: on' }).click();
  await expect(page.getByRole('button', { name: 'Sound: off' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Escape'); // the keyboard opens and closes the menu too
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Menu (pause)' }).click();
  await expect(page.getByRole('button', { name: 'Sound: off' })).toBeVisible();
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('dialog')).toContainText('Difficulty');
  await expect(page.getByRole('button', { name: 'Easy', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('a corrupt save is set aside with a notice and nothing else is lost', async ({ page }) => {
  await page.goto('/');
  // Let the app finish starting (it reads the saves as it starts) before corrupting one, so that
  // the reload below is what finds it.
  await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeEnabled();
  await page.evaluate(() => {
    localStorage.setItem('skillgames/v1/save/amazons', '{"version":1,"game":"amazons","si');
    localStorage.setItem('skillgames/v1/stats/loa/8/easy', '{"version":1,"wins":3,"losses":1,"draws":0,"streak":1,"best_streak":2}');
  });
  await page.reload();
  await expect(page.locator('.notice')).toContainText('Your saved game could not be read (it may come from another version of the app), so it was put aside.');
  await expect(page.locator('.notice')).not.toContainText('EOF');
  await expect(page.getByRole('button', { name: 'Continue Amazons' })).toHaveCount(0);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('skillgames/set-aside/')));
  expect(kept).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('skillgames/v1/stats/loa/8/easy'))).toContain('"wins":3');
  await page.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(page.locator('.notice')).toHaveCount(0);
  await startGame(page, 'amazons', { level: 'Easy' });
  await move(page, 'b1', 'b4', 'b1');
  await waitForPly(page, 2);
});

test('without storage the app plays on and says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('storage is disabled', 'SecurityError'); },
    });
  });
  await page.goto('/');
  await expect(page.locator('.notice')).toContainText('will not be saved');
  await startGame(page, 'loa', { level: 'Easy' });
  await move(page, 'b1', 'b3');
  await waitForPly(page, 2);
});

test('phone layout 360x640: the board fits and nothing scrolls sideways', async ({ page }, info) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await page.screenshot({ path: info.outputPath('home-360.png'), fullPage: true });
  for (const [game, size] of [['archimedes', 10], ['amazons', 10], ['loa', 8]]) {
    await startGame(page, game, { size: size === 8 ? undefined : size, level: 'Easy' });
    const box = await board(page).boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    expect(box.width / size).toBeGreaterThanOrEqual(30);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: info.outputPath(`${game}-360.png`) });
  }
  await page.getByRole('button', { name: 'Menu (pause)' }).click();
  await page.screenshot({ path: info.outputPath('menu-360.png') });
});

test('the server sends the page with a strict CSP and the wasm compressed, typed and cached', async ({ page }) => {
  const responses = [];
  page.on('response', (response) => responses.push(response));
  const documentResponse = await page.goto('/');
  const pageHeaders = await documentResponse.allHeaders();
  expect(pageHeaders['content-type']).toBe('text/html; charset=utf-8');
  expect(pageHeaders['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(pageHeaders['cache-control']).toBe('no-cache');
  await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeEnabled();
  const wasm = responses.filter((response) => response.url().endsWith('.wasm'));
  expect(wasm.length).toBeGreaterThan(0);
  for (const response of wasm) {
    const headers = await response.allHeaders();
    expect(headers['content-type']).toBe('application/wasm');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toContain('immutable');
  }
  const missing = await page.request.get('/no-such-file.js');
  expect(missing.status()).toBe(404);
});
