import { defineApi } from '../../src/lib/api-route.ts';

/**
 * The accounts module's HTML form handlers and reads at /api/account/* (mounted at /api itself,
 * beside better-auth's /api/auth/* and SPEC 7's JSON calls). The profile forms' names are their
 * sections' (the flash message's `form`).
 */
export const accountsApi = defineApi('/', {
  login: '/account/login',
  register: '/account/register',
  logout: '/account/logout',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  social: '/account/social/:provider',
  profile: '/account/profile',
  address: '/account/address',
  avatar: '/account/avatar',
  password: '/account/password',
  email: '/account/email',
  'verify-email': '/account/verify-email',
  delete: '/account/delete',
  'delete-confirm': '/account/delete-confirm',
  avatarImage: '/account/avatar/:userId',
  export: '/account/export',
});
