// Browser tests: headless Debian Chromium driven by Playwright, against `skillgames serve`.
// Run through `cargo xtask test` (which builds the app and the server first).
import { defineConfig } from '@playwright/test';

const port = 8765;

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'target/playwright',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
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
    command: `target/release/skillgames serve --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
