// The last ten seconds of one's own clock in a live game tick once a second (a preference, on
// by default, heard with the sound on). The page's time is Playwright's clock, fast-forwarded
// past fifty seconds of a one-minute game; the ticks are counted where the page asks the
// browser's Web Audio for them (a 1320 Hz tone). Two browser contexts as two players, at
// 360x640 and at desktop size; with the preference off, no tick.
import { test, expect, viewports } from './helpers.mjs';
import { player, createGame, joinGame, done } from './online-helpers.mjs';

/** Counts the tones the page starts, by their frequency, in `window.tones`. */
async function listen(context, preferences) {
  await context.addInitScript((chosen) => {
    localStorage.setItem('skillgames/v1/preferences', JSON.stringify(chosen));
    window.tones = [];
    const set = AudioParam.prototype.setValueAtTime;
    AudioParam.prototype.setValueAtTime = function (value, when) {
      if (value > 100) window.tones.push(Math.round(value));
      return set.call(this, value, when);
    };
  }, preferences);
}

const ticks = (page) => page.evaluate(() => window.tones.filter((t) => t === 1320).length);

for (const viewport of viewports) {
  for (const [wanted, heard] of [[true, 'ticks'], [false, 'stays quiet']]) {
    test(`on a ${viewport.name}, the last ten seconds of my clock ${heard} with the tick ${wanted ? 'on' : 'off'}`, async ({ browser }) => {
      test.setTimeout(60_000);
      const ada = await player(browser, viewport);
      const bob = await player(browser, viewport);
      await listen(ada.context, { motion: 'Off', sound: true, low_time: wanted });
      await ada.page.clock.install();
      const creator = await createGame(ada.page, { time: '1+1' });
      await joinGame(bob.page, creator, ada.page);
      // Ada (White) is to move, her minute running (for a second or two already, in real
      // time): forty-five seconds pass on her page, quiet, then ten more.
      await expect(ada.page.locator('.clock[data-colour="White"]')).toHaveClass(/running/);
      expect(await ticks(ada.page)).toBe(0);
      await ada.page.clock.runFor(45_000);
      expect(await ticks(ada.page)).toBe(0);
      await ada.page.clock.runFor(10_000);
      if (wanted) {
        // From 10 seconds left down to 5 or fewer: one tick a second, never more.
        await expect.poll(() => ticks(ada.page)).toBeGreaterThanOrEqual(6);
        expect(await ticks(ada.page)).toBeLessThanOrEqual(10);
      } else {
        expect(await ticks(ada.page)).toBe(0);
      }
      await done(ada, bob);
    });
  }
}
