// Notifications in the page: the bell counts and lists a correspondence move made by the other
// player while this one is on the home page; opening the notification opens the game and reads
// it; "Mark all read" clears the count. Two browser contexts as two people, at 360x640 and at
// desktop size; the bell covers nothing of the page under it.
import { test, expect, viewports } from './helpers.mjs';
import { player, createGame, joinGame, play, seePly, done } from './online-helpers.mjs';

/** Whether two boxes overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Checks that the bell covers no button or link of the page. */
async function bellCoversNothing(page) {
  const bell = await page.locator('.bell-button').boundingBox();
  const boxes = await page.locator('main button:visible, main a:visible, .topbar button:visible').evaluateAll((els) =>
    els.map((el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height, text: el.textContent.trim() }; }));
  for (const box of boxes) {
    if (box.width === 0 || box.height === 0) continue;
    expect(overlap(bell, box), `the bell covers "${box.text}"`).toBe(false);
  }
}

/**
 * Checks that the bell, which arrives after the page is drawn, moved none of the page's
 * buttons: each is where it is with the bell taken away (a tap as the page settles lands on
 * what the player aimed at). Both measures are taken in one turn of the page's script, so that
 * nothing else on the page (another player's game appearing in the list) changes between them.
 */
async function bellMovesNothing(page) {
  const { withBell, without } = await page.locator('.bell').evaluate((bell) => {
    // Visible as Playwright means it: a box, and not hidden.
    const places = () => [...document.querySelectorAll('main button, main a')]
      .map((el) => [el, el.getBoundingClientRect()])
      .filter(([el, r]) => r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map(([el, r]) => `${el.textContent.trim()} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}`);
    const withBell = places();
    const parent = bell.parentNode;
    const next = bell.nextSibling;
    bell.remove();
    const without = places();
    parent.insertBefore(bell, next);
    return { withBell, without };
  });
  await expect(page.locator('.bell-button')).toBeVisible();
  expect(withBell, 'the buttons where they are without the bell').toEqual(without);
}

for (const viewport of viewports) {
  test(`on a ${viewport.name}, the bell tells of the opponent's correspondence move and opens the game`, async ({ browser }) => {
    test.setTimeout(60_000);
    const ada = await player(browser, viewport);
    const bo = await player(browser, viewport);
    const creator = await createGame(ada.page, { time: '1 day' });
    const id = await joinGame(bo.page, creator, ada.page);
    const count = bo.page.locator('.bell-count');
    const bell = bo.page.locator('.bell-button');

    // Bo goes to the home page (a fresh load): his games being played bring the bell.
    await bo.page.goto('/');
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(count).toHaveCount(0);
    await bellCoversNothing(bo.page);
    await bellMovesNothing(bo.page);

    // Ada moves: Bo's bell counts it, without a reload.
    await play(ada.page, 0);
    await expect(count).toHaveText('1');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const item = bo.page.locator('.bell-item');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveClass(/unread/);
    await expect(item).toContainText(`Your turn against ${creator}.`);
    await expect(item).toContainText('just now');

    // Opening it opens the game, and reads it.
    await item.getByRole('link').click();
    await expect(bo.page).toHaveURL(new RegExp(`#/online/${id}$`));
    await seePly(bo.page, 1);
    await expect(count).toHaveCount(0);
    await expect(bo.page.locator('.bell-panel')).toHaveCount(0);
    await bellCoversNothing(bo.page);
    await bellMovesNothing(bo.page);

    // He answers and leaves; Ada moves again, and offers to take it back: two unread.
    await play(bo.page, 1, [ada.page]);
    await bo.page.goto('/#/online');
    await expect(bell).toBeVisible();
    await bellMovesNothing(bo.page);
    await play(ada.page, 2);
    await expect(count).toHaveText('1');
    await ada.page.getByRole('button', { name: 'Takeback', exact: true }).click();
    await expect(count).toHaveText('2');
    await bell.click();
    await expect(bo.page.locator('.bell-item.unread')).toHaveCount(2);
    await expect(bo.page.locator('.bell-item').first()).toContainText(`${creator} asks to take back a move.`);
    // Mark all read: the count goes, the list stays.
    await bo.page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(count).toHaveCount(0);
    await expect(bo.page.locator('.bell-item.unread')).toHaveCount(0);
    await expect(bo.page.locator('.bell-item').first()).toBeVisible();
    // Escape closes the list.
    await bo.page.keyboard.press('Escape');
    await expect(bo.page.locator('.bell-panel')).toHaveCount(0);
    // Read here, read everywhere: a fresh load shows none unread.
    await bo.page.reload();
    await expect(bell).toBeVisible();
    await expect(count).toHaveCount(0);
    await done(ada, bo);
  });
}
