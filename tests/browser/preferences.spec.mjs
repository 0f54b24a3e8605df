// The preferences window, from the home page and the pause menu: theme, animation speed,
// coordinates and sound, applied at once and remembered; on a phone and on a desktop.
import { test, expect, startGame, move, waitForPly } from './helpers.mjs';

const viewports = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
];

const root = (page, name) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
const background = (page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the home page opens the preferences; each choice applies at once and is remembered', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Preferences' }).click();
      const dialog = page.getByRole('dialog', { name: 'Preferences' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Follow the system' })).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('button', { name: 'Dark', exact: true }).click();
      expect(await root(page, 'data-theme')).toBe('dark');
      const dark = await background(page);
      await dialog.getByRole('button', { name: 'Light', exact: true }).click();
      expect(await root(page, 'data-theme')).toBe('light');
      expect(await background(page)).not.toBe(dark);
      await dialog.getByRole('button', { name: 'Off', exact: true }).first().click();
      expect(await root(page, 'data-motion')).toBe('off');
      await dialog.getByRole('group', { name: 'Board coordinates' }).getByRole('button', { name: 'Hidden' }).click();
      expect(await root(page, 'data-coords')).toBe('off');
      await dialog.getByRole('group', { name: 'Sound' }).getByRole('button', { name: 'Off' }).click();
      // Tab stays inside; Escape closes.
      for (let i = 0; i < 14; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement.closest('[role="dialog"]'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeVisible();
      expect(await root(page, 'data-theme')).toBe('light');
      expect(await root(page, 'data-motion')).toBe('off');
      expect(await root(page, 'data-coords')).toBe('off');
      await startGame(page, 'loa', { level: 'Easy' });
      await expect(page.locator('.coord').first()).toBeHidden();
      await page.getByRole('button', { name: 'Menu (pause)' }).click();
      await expect(page.getByRole('button', { name: 'Sound: off' })).toBeVisible();
    });

    test('the pause menu opens the preferences over the game, and the game goes on', async ({ page }) => {
      await startGame(page, 'archimedes', { level: 'Easy' });
      await expect(page.locator('.coord').first()).toBeVisible();
      await page.getByRole('button', { name: 'Menu (pause)' }).click();
      await page.getByRole('button', { name: 'Preferences' }).click();
      const dialog = page.getByRole('dialog', { name: 'Preferences' });
      await dialog.getByRole('button', { name: 'Dark', exact: true }).click();
      expect(await root(page, 'data-theme')).toBe('dark');
      await dialog.getByRole('button', { name: 'Fast', exact: true }).click();
      expect(await root(page, 'data-motion')).toBe('fast');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Resume' }).click();
      await move(page, 'c2', 'd3');
      await waitForPly(page, 2);
    });

    test.describe('with the device asking for reduced motion', () => {
      test.use({ reducedMotion: 'reduce', colorScheme: 'light' });

      test('animations are off and the system theme is light until the player chooses', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('button', { name: 'Play Amazons', exact: true })).toBeVisible();
        expect(await root(page, 'data-motion')).toBe('off');
        expect(await root(page, 'data-theme')).toBe('light');
        await page.getByRole('button', { name: 'Preferences' }).click();
        const dialog = page.getByRole('dialog', { name: 'Preferences' });
        await expect(dialog.getByRole('group', { name: 'Animations' }).getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');
        // A piece jumps: no transition is left on it.
        await dialog.getByRole('button', { name: 'Done' }).click();
        await startGame(page, 'archimedes', { level: 'Easy' });
        const duration = await page.locator('.piece').first().evaluate((p) => getComputedStyle(p).transitionDuration);
        expect(duration).toBe('0s');
      });
    });
  });
}
