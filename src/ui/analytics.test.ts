import { describe, expect, it } from 'vitest';
import { createViewTracker, readConsent, type Consent, type ViewEvent } from './analytics.ts';

const cookie = (value: string) => `lang=en; cookie_consent=${encodeURIComponent(value)}; other=1`;

describe('consent cookie', () => {
  it.each([
    ['', { analytics: false, ads: false }],
    [cookie('v1:analytics'), { analytics: true, ads: false }],
    [cookie('v1:ads'), { analytics: false, ads: true }],
    [cookie('v1:'), { analytics: false, ads: false }],
    ['cookie_consent=%7Bbroken', { analytics: false, ads: false }],
  ])('%s → %o', (header, expected) => {
    expect(readConsent(header)).toEqual(expected);
  });
});

describe('view tracker', () => {
  const setup = (appMode: boolean, initial: Consent) => {
    const pushed: ViewEvent[] = [];
    let consent = initial;
    const tracker = createViewTracker({ appMode, excludedPrefixes: ['/admin/'], consent: () => consent, push: (e) => pushed.push(e) });
    return { pushed, tracker, give: (c: Consent) => ((consent = c), tracker.consented(c)) };
  };

  it('sends page views on the site, screen views in the app, once per path change, never for excluded paths', () => {
    const site = setup(false, { analytics: true, ads: false });
    for (const path of ['/en', '/en', '/en/faq', '/en/admin/home', '/en']) site.tracker.view(path);
    expect(site.pushed).toEqual([
      { event: 'page_view', page_path: '/en' },
      { event: 'page_view', page_path: '/en/faq' },
      { event: 'page_view', page_path: '/en' },
    ]);
    const app = setup(true, { analytics: true, ads: false });
    app.tracker.view('/fr/predicteur');
    expect(app.pushed).toEqual([{ event: 'screen_view', screen_name: '/fr/predicteur' }]);
  });

  it('holds the current view until analytics consent, and sends nothing on a refusal', () => {
    const t = setup(false, { analytics: false, ads: false });
    t.tracker.view('/en');
    t.tracker.view('/en/faq');
    t.give({ analytics: false, ads: true });
    expect(t.pushed).toEqual([]);
    t.give({ analytics: true, ads: false });
    expect(t.pushed).toEqual([{ event: 'page_view', page_path: '/en/faq' }]);
    t.give({ analytics: true, ads: false });
    expect(t.pushed).toHaveLength(1);
  });
});
