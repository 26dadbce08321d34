import { describe, expect, it } from 'vitest';
import { opensInPopup, popupFeatures, shareHref, SHARE_NETWORKS } from './share-links.ts';

const content = { url: 'https://paceband.example/fr/predicteur?distance=10k&time=41:21&sex=f', text: '10 km en 41:21 : VDOT 50,0' };

describe('share links', () => {
  it('carries the encoded address to every network', () => {
    for (const network of SHARE_NETWORKS) {
      const href = shareHref(network, content);
      expect(href, network).toContain(encodeURIComponent(content.url));
      expect(href).not.toContain(' ');
    }
  });

  it('uses each network’s share address', () => {
    expect(shareHref('x', content)).toMatch(/^https:\/\/x\.com\/intent\/post\?text=10%20km/);
    expect(shareHref('facebook', content)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https%3A/);
    expect(shareHref('linkedin', content)).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(shareHref('telegram', content)).toMatch(/^https:\/\/t\.me\/share\/url\?url=/);
    expect(shareHref('whatsapp', content)).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?text=/);
    expect(shareHref('email', content)).toMatch(/^mailto:\?subject=/);
    expect(shareHref('sms', content)).toMatch(/^sms:\?&body=/);
    expect(SHARE_NETWORKS.filter(opensInPopup)).toEqual(['x', 'facebook', 'whatsapp', 'telegram', 'linkedin']);
  });

  it('centres a 500 × 500 pop-up on the screen', () => {
    expect(popupFeatures({ width: 1920, height: 1080 })).toBe('popup=yes,width=500,height=500,left=710,top=290,noopener,noreferrer');
    expect(popupFeatures({ width: 1280, height: 800, left: 1920, top: 0 })).toContain('left=2310,top=150');
    expect(popupFeatures({ width: 400, height: 300 })).toContain('left=0,top=0');
  });
});
