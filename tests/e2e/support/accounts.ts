/**
 * What several end-to-end specs do the same way: accounts made with the command line and logged
 * in, the e2e server's mail outbox, the visitor who has answered the cookie banner.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The e2e server's database (its embedded PostgreSQL listens on a fixed port, playwright.config.ts). */
export const DATABASE_URL = `postgres://paceband:paceband@127.0.0.1:${PORT + 2000}/paceband`;
export const PASSWORD = 'e2e-password-1';
const OUTBOX = path.resolve(import.meta.dirname, `../../../var/e2e-outbox-${PORT}`);

/** A visitor who chose "necessary only" in the cookie banner (the config's default state). */
export const CONSENTED = {
  cookies: [
    {
      name: 'cookie_consent',
      value: 'v1%3A',
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

/** An account made with the command line (no sign-up form, so no sign-up limit). */
export function createUser(email: string, name: string, role: 'member' | 'admin' | 'owner'): void {
  execFileSync('npx', ['tsx', 'src/cli/paceband.ts', 'user', 'create', email, '--name', name, '--password', PASSWORD, '--role', role], {
    env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

/** Gives an existing account a role with the command line. */
export function promote(email: string, role: 'admin' | 'owner' = 'admin'): void {
  execFileSync('npx', ['tsx', 'src/cli/paceband.ts', 'user', 'promote', email, '--role', role], {
    env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

/** Logs the account in, in this page's browser context. */
export async function logIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/account/login', {
    form: { locale: 'en', email, password: PASSWORD },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(response.headers().location).not.toContain('/login');
}

/**
 * The newest mail of a kind to an address, from the e2e server's outbox. Mails go out through the
 * job queue, so the first one may not have made the folder yet.
 */
export async function mailTo(to: string, kind: string): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 150; i += 1) {
    const files = (existsSync(OUTBOX) ? readdirSync(OUTBOX) : [])
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(OUTBOX, file), 'utf8')) as { to: string; kind: string; subject: string; text: string };
      if (mail.to === to && mail.kind === kind) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** Opens the confirmation link mailed at sign-up, as the member would from their inbox. */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const mail = await mailTo(email, 'confirm-email');
  const link = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\S+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
}

/** A member signed up through the form's endpoint (terms accepted) who has confirmed their email: ordering waits for it. */
export async function registerConfirmed(page: Page, email: string, name: string): Promise<void> {
  await register(page.request, email, name);
  await confirmEmail(page, email);
}

/** A visitor signs up on the registration page, as a runner would (not confirmed). */
export async function signUp(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/en/register');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm the password').fill(PASSWORD);
  await page.getByLabel('I accept the terms of use and the privacy notice').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).not.toHaveURL(/register/);
}

/** A member registered through the form endpoint (not confirmed), in the request context's cookie jar. */
export async function register(request: APIRequestContext, email: string, name: string) {
  const response = await request.post('/api/account/register', {
    form: { locale: 'en', name, email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: 'yes' },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}
