import { describe, expect, it } from 'vitest';
import { appModeCookie, appModeOf, shellNeedsViewer } from './app-mode.ts';

describe('app mode', () => {
  it.each([
    ['app=true', null, true],
    ['?app=true&x=1', 'lang=en', true],
    ['', 'lang=en; paceband_app=1', true],
    ['app=false', 'paceband_app=1', false],
    ['', 'lang=en', false],
    ['app=1', null, false],
  ])('query %s, cookies %s → %s', (query, cookie, expected) => {
    expect(appModeOf(query, cookie)).toBe(expected);
  });

  it('remembers ?app=true for the session and forgets it on ?app=false', () => {
    expect(appModeCookie('app=true', true)).toBe('paceband_app=1; Path=/; SameSite=Lax; HttpOnly; Secure');
    expect(appModeCookie('app=false', false)).toMatch(/^paceband_app=; Max-Age=0;/);
    expect(appModeCookie('x=1', false)).toBeNull();
  });

  it('does not look the profile up for the shell of an open page in app mode', () => {
    expect(shellNeedsViewer(true, 'open')).toBe(false);
    expect(shellNeedsViewer(true, 'auth')).toBe(true);
    expect(shellNeedsViewer(true, 'guest')).toBe(true);
    expect(shellNeedsViewer(false, 'open')).toBe(true);
  });
});
