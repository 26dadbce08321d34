import { describe, expect, it } from 'vitest';
import { contentEnvSchema } from '../env.server.ts';
import { thirdPartyCsp, thirdPartyScripts } from './third-party-scripts.ts';

describe('third-party scripts (SPEC 7: analytics, ads)', () => {
  it('are off, and open no origin, unless configured', () => {
    const scripts = thirdPartyScripts(contentEnvSchema.parse({}));
    expect(scripts).toEqual({});
    expect(thirdPartyCsp(scripts)).toEqual({});
  });

  it('a tag manager container by its id; a self-hosted script by its address, told its domain', () => {
    expect(thirdPartyScripts({ ANALYTICS_ID: 'GTM-ABC123' }).analytics).toEqual({
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      data: {},
    });
    const plausible = thirdPartyScripts({
      ANALYTICS_ID: 'paceband.example',
      ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js',
    });
    expect(plausible.analytics).toEqual({ src: 'https://stats.example.org/js/script.js', data: { domain: 'paceband.example' } });
    expect(thirdPartyCsp(plausible)).toEqual({
      'script-src': ['https://stats.example.org'],
      'connect-src': ['https://stats.example.org'],
      'img-src': ['https://stats.example.org'],
    });
  });

  it('ads name their client, and may show frames from their origin only', () => {
    const ads = thirdPartyScripts({ ADS_CLIENT: 'ca-pub-42' });
    expect(ads.ads?.src).toBe('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-42');
    expect(thirdPartyCsp(ads)['frame-src']).toEqual(['https://pagead2.googlesyndication.com']);
    expect(thirdPartyCsp(ads)['script-src']).toEqual(['https://pagead2.googlesyndication.com']);
  });

  it('refuses settings that would widen the policy to anything else', () => {
    expect(contentEnvSchema.safeParse({ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' }).success).toBe(false);
    expect(contentEnvSchema.safeParse({ ANALYTICS_ID: "x' 'unsafe-inline" }).success).toBe(false);
    expect(contentEnvSchema.safeParse({ ADS_CLIENT: 'ca-pub-1; script-src *' }).success).toBe(false);
  });
});
