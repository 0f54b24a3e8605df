// Web Push in the page: the service worker's push handler shows a notification (delivered with
// the Chrome DevTools Protocol's ServiceWorker.deliverPushMessage, as a push service would) whose
// click opens the game; the bell's "Notifications on this device" asks for permission only when
// turned on, and says plainly when the browser's push service cannot be reached (this machine
// has no network). Two browser contexts as two people, at 360x640 and at desktop size.
import { test, expect, viewports } from './helpers.mjs';
import { player, createGame, joinGame, done } from './online-helpers.mjs';

for (const viewport of viewports) {
  test(`on a ${viewport.name}, a push notification is shown and its click opens the game`, async ({ browser }) => {
    test.setTimeout(60_000);
    const ada = await player(browser, viewport);
    const baseURL = test.info().project.use.baseURL;
    // Bo's browser runs the service worker, and may show notifications.
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      baseURL,
      serviceWorkers: 'allow',
    });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const page = await context.newPage();
    page.problems = [];
    page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
    const bo = { context, page };

    const creator = await createGame(ada.page, { time: '1 day' });
    const id = await joinGame(bo.page, creator, ada.page);
    await bo.page.goto('/');
    await bo.page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await expect.poll(() => bo.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The push service delivers what the server sent (the payload `crate::push::payload` makes).
    const cdp = await context.newCDPSession(bo.page);
    const registrations = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
    const registration = registrations.find((r) => !r.isDeleted);
    const origin = new URL(baseURL).origin;
    const yourTurn = () => cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration.registrationId,
      data: JSON.stringify({
        title: 'skillgames',
        body: `Your turn against ${creator}.`,
        url: `/#/online/${id}`,
        tag: id,
        kind: 'your_turn',
      }),
    });
    await yourTurn();
    const shown = () => bo.page.evaluate(async () => {
      const all = await (await navigator.serviceWorker.ready).getNotifications();
      return all.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
    });
    // On a busy machine the first delivery may reach a worker still being activated: deliver
    // again while none is shown (the same tag: still one notification).
    const shownOrAgain = async () => {
      const seen = await shown();
      if (seen.length === 0) await yourTurn();
      return seen;
    };
    await expect.poll(shownOrAgain).toEqual([{ title: 'skillgames', body: `Your turn against ${creator}.`, tag: id }]);
    // A second one about the same game replaces the first (its tag).
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration.registrationId,
      data: JSON.stringify({ title: 'skillgames', body: `${creator} offers a draw.`, url: `/#/online/${id}`, tag: id, kind: 'draw_offer' }),
    });
    await expect.poll(shown).toEqual([{ title: 'skillgames', body: `${creator} offers a draw.`, tag: id }]);

    // The click (dispatched in the service worker as the browser would): the game opens.
    const worker = context.serviceWorkers()[0] ?? await context.waitForEvent('serviceworker');
    await worker.evaluate(async () => {
      const [notification] = await self.registration.getNotifications();
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await expect(bo.page).toHaveURL(new RegExp(`#/online/${id}$`));
    await expect(bo.page.locator('.board')).toBeVisible();
    await expect.poll(shown).toEqual([]);

    // Turning push on asks the browser; without a network its push service cannot be reached,
    // and the page says so in words.
    await bo.page.locator('.bell-button').click();
    await bo.page.getByText('Notifications on this device').click();
    await expect(bo.page.getByRole('checkbox', { name: 'Your turn in a correspondence game' })).toBeChecked();
    await bo.page.getByRole('button', { name: 'Turn on' }).click();
    await expect(bo.page.locator('.bell-push .error')).toHaveText(
      'This browser could not reach its notification service. Try again later.', { timeout: 20_000 });
    await done(ada, bo);
  });
}
