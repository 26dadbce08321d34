import { defineModule } from '../../src/host/module-contract.ts';
import './routes.ts';
import { createAccountsApi } from './api.ts';
import { AUTH_TABLES, runAuthMigrations } from './auth/auth-migrations.ts';
import { deleteUserData, exportUserData } from './data/address.repository.ts';
import { ShippingAddress, UserAvatar } from './entities.ts';
import { messages, t } from './locales/messages.ts';
import { sendMailJob } from './mail/mail-job.ts';
import { sessionViewer } from './index.ts';
import { AccountSlot } from './ui/account-slot.tsx';
import { LoginPage } from './ui/login-page.tsx';
import { ForgottenPasswordPage, ResetPasswordPage } from './ui/password-pages.tsx';
import { ProfilePage } from './ui/profile-page.tsx';
import { DeleteAccountPage } from './ui/delete-account-page.tsx';
import { LogoutPage, PasswordWordPage } from './ui/spec-word-pages.tsx';
import { RegisterPage } from './ui/register-page.tsx';
import { VerifyEmailBanner } from './ui/verify-email-banner.tsx';

const ACCOUNT_BODY_LIMIT = 3 * 1024 * 1024;

/** Accounts: sign-up, log-in, password reset, profile and address (better-auth sessions, ADR 0007). */
export const accountsModule = defineModule({
  name: 'accounts',
  personalData: { erase: deleteUserData, export: exportUserData },
  pages: {
    'login.index': LoginPage,
    'register.index': RegisterPage,
    'forgotten-password.index': ForgottenPasswordPage,
    'reset-password.index': ResetPasswordPage,
    'profile.index': ProfilePage,
    'profile.delete': DeleteAccountPage,
    'logout.index': LogoutPage,
    'password.index': PasswordWordPage,
    'password-email.index': PasswordWordPage,
  },
  // better-auth at /api/auth/*, our account forms at /api/account/*, SPEC 7's /api/profile.
  // The avatar form carries up to 2 MB (checked with its own message); 3 MB caps the rest.
  api: [{ prefix: '/', app: createAccountsApi(), bodyLimit: ACCOUNT_BODY_LIMIT }],
  entities: [ShippingAddress, UserAvatar],
  messages,
  migrate: runAuthMigrations,
  foreignTables: AUTH_TABLES,
  cli: { user: () => import('./cli/user.ts') },
  // Every mail of the site (accounts', contact's, the shop's) is sent by this job, with retries.
  jobs: [sendMailJob],
  viewer: sessionViewer,
  accountSlot: AccountSlot,
  pageStart: [VerifyEmailBanner],
  styles: `.verify-email-banner{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;margin:0 0 1rem;padding:.75rem 1rem;border:1px solid var(--c-warning);border-left-width:4px;border-radius:var(--radius);background:var(--c-surface)}
.verify-email-banner p{margin:0;flex:1 1 20rem}
.verify-email-banner form{margin:0}`,
  cookies: [
    {
      name: 'paceband.session_token',
      category: 'necessary',
      personal: true,
      purpose: (l) => t(l).accounts.cookies.session(),
      duration: (l) => t(l).accounts.cookies.sessionDuration(),
    },
    {
      name: 'paceband.dont_remember',
      category: 'necessary',
      purpose: (l) => t(l).accounts.cookies.rememberChoice(),
      duration: (l) => t(l).accounts.cookies.rememberChoiceDuration(),
    },
  ],
  nav: { userMenu: [{ route: 'profile.index', label: (l) => t(l).nav.profile(), order: 10 }] },
});
