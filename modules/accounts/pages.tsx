import type { PageFragment } from '../../src/i18n/page-types.ts';
import { LoginPage } from './ui/login-page.tsx';
import { ForgottenPasswordPage, ResetPasswordPage } from './ui/password-pages.tsx';
import { ProfilePage } from './ui/profile-page.tsx';
import { RegisterPage } from './ui/register-page.tsx';

/** The accounts module's fragment of the route table. */
export const accountsPages: PageFragment = {
  'login.index': LoginPage,
  'register.index': RegisterPage,
  'forgotten-password.index': ForgottenPasswordPage,
  'reset-password.index': ResetPasswordPage,
  'profile.index': ProfilePage,
};
