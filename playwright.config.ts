import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CONSENTED } from './tests/e2e/support/accounts.ts';

/**
 * End-to-end tests against the production build, served by `npm start`'s own script with a
 * throwaway embedded PostgreSQL. Debian's Chromium is used when present (no browser download on
 * machines without internet); elsewhere Playwright's own browser (`npx playwright install chromium`).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The run also listens on PORT + 2000 (its PostgreSQL, PG_PORT below) and PORT + 3000 (the fake
// script host of third-party-scripts.spec.ts). Above 32767 those fall in Linux's ephemeral range,
// where any outgoing connection may hold them (an EADDRINUSE in the middle of a run): refused here.
const HIGHEST_PORT = 32767 - 3000;
if (!Number.isInteger(PORT) || PORT < 1024 || PORT > HIGHEST_PORT) {
  throw new Error(
    `E2E_PORT must be a whole number from 1024 to ${HIGHEST_PORT} (it is ${process.env.E2E_PORT}): the run also uses E2E_PORT + 2000 and + 3000`,
  );
}
// Ports Chromium refuses to open (ERR_UNSAFE_PORT: SIP, X11, IRC…), in the range above: the browser
// opens E2E_PORT and E2E_PORT + 3000. E2E_PORT=5060 failed every page of a run that way.
const CHROMIUM_UNSAFE = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
const unsafe = [PORT, PORT + 3000].filter((port) => CHROMIUM_UNSAFE.has(port));
if (unsafe.length > 0) {
  throw new Error(`E2E_PORT=${PORT}: the browser refuses port ${unsafe.join(' and ')} (ERR_UNSAFE_PORT); choose another`);
}
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The visitor has already answered the cookie banner (necessary only), so it covers nothing
    // the tests click; tests/e2e/content.spec.ts starts without this cookie to test the banner.
    storageState: CONSENTED,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: systemChromium
          ? {
              executablePath: systemChromium,
              args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
                '--no-first-run',
                '--disable-quic',
              ],
            }
          : {},
      },
    },
  ],
  webServer: {
    command: 'node tests/e2e/server.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Accounts: reset mails land in this folder (the e2e tests read the links there); a fixed
      // PostgreSQL port lets the tests promote users with the `paceband user` command.
      MAIL_OUTBOX_DIR: `var/e2e-outbox-${PORT}`,
      BETTER_AUTH_URL: `http://127.0.0.1:${PORT}`,
      BETTER_AUTH_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnop',
      PG_PORT: String(PORT + 2000),
      // Commerce: no PAYMENTS and no Stripe keys, as a plain `npm start` on the embedded database,
      // which opens the shop with the simulated checkout (issue 29); the webhook secret lets
      // tests/e2e/commerce.spec.ts sign a delivery of its own.
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_only_0123456789abcdef',
      METRICS_TOKEN: 'e2e-only-metrics-token-0123456789',
    },
  },
});
