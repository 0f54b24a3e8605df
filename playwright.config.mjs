// Browser tests: headless Debian Chromium driven by Playwright, against `skillgames serve`.
// Run through `cargo xtask test` (which builds the app and the server first).
import { defineConfig } from '@playwright/test';

const port = 8765;
// `cargo xtask test` points this at the server it has just built; by default the release one.
const server = process.env.SKILLGAMES_BIN ?? 'target/release/skillgames';

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'target/playwright',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two at once: more make each test's page so slow on two cores that the computer's timed
  // searches and the page's own timers no longer fit the tests (measured: four workers
  // saved under a minute and made tests fail).
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    // Only the offline tests let the service worker in: elsewhere it would download the whole
    // site again in every test's fresh browser context.
    serviceWorkers: 'block',
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The online service's database in a folder of the build's, never in the repository's root.
    // Every person of every test comes from 127.0.0.1: two tests at once hold up to a dozen
    // browser contexts, each with a WebSocket and up to six HTTP connections, which the
    // per-address caps (64 each, meant for one household) would refuse (a 503 seen in a full
    // run). Raised here as for the load tool; the caps themselves are tested natively.
    command: `${server} serve --port ${port} --data target/playwright-data --connections-per-address 512 --http-connections-per-address 512`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
