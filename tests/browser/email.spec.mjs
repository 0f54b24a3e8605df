// Email as a player uses it, against a server of our own started with `--smtp` and a local SMTP
// server (this file's, in Node) that keeps each letter: an account gives its address on the
// account page, opens the link of the letter that comes, and sees it confirmed with the "your
// turn" letters on; logged out, "Forgot your password?" sends a letter whose link opens the form
// for a new password, which logs the browser in (the old password no longer works, the link no
// more). A server without `--smtp` says it sends no email. At 360x640 and at desktop size.
import { test, expect, viewports } from './helpers.mjs';
import { player, done, freePort } from './online-helpers.mjs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const binary = process.env.SKILLGAMES_BIN ?? 'target/release/skillgames';

/** A local SMTP server: enough of RFC 5321 for lettre. Resolves to its port and its letters. */
function smtpServer() {
  const letters = [];
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 localhost test\r\n');
    let buffer = '';
    let data = null;
    let to = '';
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            letters.push(letterOf(to, data));
            data = null;
            socket.write('250 taken\r\n');
          } else {
            data += `${line.startsWith('.') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT') { to = line.split(/[<>]/)[1]; socket.write('250 ok\r\n'); }
        else if (verb === 'DATA') { data = ''; socket.write('354 go on\r\n'); }
        else if (verb === 'QUIT') { socket.end('221 bye\r\n'); }
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port, letters })));
}

/** A letter's recipient, subject and text (its body is base64). */
function letterOf(to, data) {
  const [head, ...rest] = data.split('\r\n\r\n');
  const subject = head.replace(/\r\n[ \t]/g, ' ').split('\r\n').find((l) => l.startsWith('Subject: ')).slice(9);
  const text = Buffer.from(rest.join('').replace(/\s/g, ''), 'base64').toString('utf8');
  return { to, subject, text };
}

/** Starts `skillgames serve` on a free port with `args`; resolves to it and its address. */
async function startServer(args) {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'skillgames-email-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(binary, ['serve', '--dir', 'dist', '--port', String(port), '--data', data, ...args(baseURL)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { child, baseURL };
    } catch { /* not yet */ }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits for the next letter to `to`, and takes it. */
async function letterTo(letters, to) {
  await expect.poll(() => letters.some((l) => l.to === to), { timeout: 15_000 }).toBe(true);
  return letters.splice(letters.findIndex((l) => l.to === to), 1)[0];
}

const linkIn = (letter, start) => letter.text.split(/\s+/).find((w) => w.startsWith(start));

async function signUp(page, name, password) {
  await page.goto('/#/account');
  const form = page.locator('form.credentials').filter({ hasText: 'Create an account' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('heading', { name: 'Open games' })).toBeVisible();
}

for (const viewport of viewports) {
  test(`on a ${viewport.name}, an address is confirmed by its letter and a forgotten password is reset by email`, async ({ browser }) => {
    test.setTimeout(90_000);
    const smtp = await smtpServer();
    const { child, baseURL } = await startServer((site) => ['--smtp', `smtp://127.0.0.1:${smtp.port}`, '--site-url', site]);
    try {
      const name = `Mailer${viewport.width}`; // each server of this test is new
      // Its sessions end when the password is reset: its socket is closed on purpose.
      const ada = await player(browser, viewport, { baseURL, allowed: /WebSocket/ });
      await signUp(ada.page, name, 'first-password');

      // The account page: the address, the letter, its link.
      await ada.page.goto('/#/account');
      const email = ada.page.locator('section.email');
      await expect(email).toContainText('No address yet');
      await email.getByLabel('Email address').fill('ada@example.org');
      await email.getByRole('button', { name: 'Save' }).click();
      await expect(email).toContainText('Sent: open the link in the letter to confirm the address.');
      await expect(email).toContainText('ada@example.org: not confirmed yet.');
      const confirm = await letterTo(smtp.letters, 'ada@example.org');
      expect(confirm.subject).toBe('Confirm your email address for skillgames');
      await ada.page.goto(linkIn(confirm, `${baseURL}/api/email/verify?token=`));
      await expect(ada.page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
      await ada.page.getByRole('link', { name: 'Your account' }).click();
      await expect(email).toContainText('ada@example.org: confirmed.');
      const digest = email.getByLabel('Email me when it is my move (at most twice a day)');
      await expect(digest).toBeChecked();
      // Saved before the page is reloaded.
      await Promise.all([
        ada.page.waitForResponse((r) => r.url().endsWith('/api/email/digest') && r.ok()),
        digest.uncheck(),
      ]);
      await ada.page.reload();
      await expect(email.getByLabel('Email me when it is my move (at most twice a day)')).not.toBeChecked();

      // Logged out on another device: "Forgot your password?", the letter, the new password.
      // The link used twice is refused (400), as the test means it to be.
      const other = await player(browser, viewport, { baseURL, allowed: /status of 400/ });
      await other.page.goto('/#/account');
      await other.page.getByText('Forgot your password?').click();
      await other.page.getByLabel('Your name or email address').fill('ADA@example.org');
      await other.page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(other.page.locator('details.forgot [role="status"]')).toContainText('a link to choose a new password is on its way');
      const reset = await letterTo(smtp.letters, 'ada@example.org');
      expect(reset.subject).toBe('Choose a new skillgames password');
      const link = linkIn(reset, `${baseURL}/#/reset/`);
      await other.page.goto(link);
      await expect(other.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await other.page.getByLabel('New password').fill('second-password');
      await other.page.getByRole('button', { name: 'Save the password' }).click();
      // Logged in: the account's own sections.
      await expect(other.page.locator('section.email')).toContainText('ada@example.org: confirmed.');
      await expect(other.page.locator('.online-bar [data-me]')).toHaveAttribute('data-me', name);

      // The link works once; the first device was logged out; the new password logs in.
      await other.page.goto(link);
      await other.page.getByLabel('New password').fill('third-password');
      await other.page.getByRole('button', { name: 'Save the password' }).click();
      await expect(other.page.locator('section.reset [role="status"]')).toContainText('This link has been used or has expired');
      await ada.page.reload();
      await expect(ada.page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      // The old password is refused (401), as the test means it to be.
      const third = await player(browser, viewport, { baseURL, allowed: /status of 401/ });
      await third.page.goto('/#/account');
      const login = third.page.locator('form.credentials').filter({ hasText: 'Log in' });
      await login.getByLabel('Name').fill(name);
      await login.getByLabel('Password').fill('first-password');
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(login.getByRole('alert')).toContainText('do not match');
      await login.getByLabel('Password').fill('second-password');
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(third.page.getByRole('heading', { name: 'Open games' })).toBeVisible();
      await done(ada, other, third);
    } finally {
      child.kill('SIGKILL');
      smtp.server.close();
    }
  });
}

test('a site without --smtp says it sends no email', async ({ browser }) => {
  // Logging out closes the page's socket (its session ended): expected.
  const ada = await player(browser, viewports[0], { allowed: /WebSocket/ });
  await signUp(ada.page, `NoMail${Date.now() % 100_000}`, 'a-password');
  await ada.page.goto('/#/account');
  await expect(ada.page.locator('section.email')).toContainText('This site does not send email.');
  await ada.page.getByRole('button', { name: 'Log out' }).click();
  await ada.page.getByText('Forgot your password?').click();
  await expect(ada.page.locator('details.forgot')).toContainText('This site does not send email: a forgotten password cannot be reset here.');
  await expect(ada.page.getByRole('button', { name: 'Send me a link' })).toHaveCount(0);
  await done(ada);
});
