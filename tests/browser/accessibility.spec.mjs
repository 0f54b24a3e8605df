// Accessibility checked by axe-core on every kind of screen (review with the analysis graph too), in both themes, on a phone and on a
// desktop: no serious or critical violation of WCAG 2 A/AA.
import { test, expect, enableTesting, startGame, move, waitForPly, violations } from './helpers.mjs';

// axe is injected as a script: the page's Content-Security-Policy would refuse it.
test.use({ bypassCSP: true });

async function choose(page, theme) {
  await page.addInitScript((t) => {
    localStorage.setItem('skillgames/v1/preferences', JSON.stringify({ theme: t, motion: 'Off' }));
  }, theme);
}

const viewports = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of viewports) {
  for (const theme of ['Dark', 'Light']) {
    test.describe(`on a ${viewport.name}, ${theme.toLowerCase()} theme`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('home, preferences, settings, a game, review and the end screen pass axe', async ({ page }) => {
        await choose(page, theme);
        await enableTesting(page);
        await page.goto('/');
        await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeVisible();
        expect(await violations(page), 'home').toEqual([]);
        await page.getByRole('button', { name: 'Preferences' }).click();
        expect(await violations(page), 'preferences').toEqual([]);
        await page.keyboard.press('Escape');

        await page.goto('/#/play/archimedes/new');
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await violations(page), 'settings window').toEqual([]);
        // Between friends, so that the moves are known: d5-c4 sinks two ships, which the move
        // list marks.
        await page.getByRole('button', { name: 'Friend', exact: true }).click();
        await page.getByRole('button', { name: 'Start the game' }).click();
        await move(page, 'c2', 'd3');
        await waitForPly(page, 1);
        await move(page, 'd5', 'c4');
        await waitForPly(page, 2);
        await page.locator('[data-square="c3"]').click();
        expect(await violations(page), 'a game in progress').toEqual([]);
        await page.getByRole('button', { name: 'Previous move' }).click();
        expect(await violations(page), 'review').toEqual([]);
        await page.getByRole('button', { name: 'Analyse the game' }).click();
        await expect(page.getByRole('img', { name: /Evaluation graph/ })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
        expect(await violations(page), 'review with the graph').toEqual([]);

        // Sinking c4 leaves Black two ships: the game ends at once.
        await startGame(page, 'archimedes', { computer: true, level: 'Hard', position: '4BB/6/W1B3/6/6/W1W1W1 w 0 0' });
        await move(page, 'e1', 'e2');
        await expect(page.getByRole('dialog').locator('#end-title')).toHaveText('You won!');
        expect(await violations(page), 'end screen').toEqual([]);
        await page.getByRole('button', { name: 'Review game' }).click();
        expect(await violations(page), 'review after the end').toEqual([]);
        await page.goto('/#/stats');
        await expect(page.getByRole('heading', { name: 'Your statistics' })).toBeVisible();
        expect(await violations(page), 'statistics').toEqual([]);
        await page.goto('/#/rules/loa');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page), 'how to play').toEqual([]);
      });
    });
  }
}
