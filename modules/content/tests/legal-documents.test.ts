import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { setViewerSource } from '../../../src/auth/viewer.server.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { termsConsentVersion } from '../../../src/host/terms-consent.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { AVAILABLE_ROUTES } from '../../../src/composition.ts';
import { matchRoute } from '../../../src/i18n/route-table.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { contentApi } from '../api.ts';
import {
  currentLegalVersion,
  findLegalVersion,
  latestLegalVersions,
  listLegalVersions,
  publishLegalVersion,
} from '../data/legal.repository.ts';
import { LEGAL_KINDS, LEGAL_PLACEHOLDERS } from '../services/legal-documents.ts';
import { consentVersion, legalDocumentForPage } from '../services/legal-texts.server.ts';

const orm = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
const api = hostApi([{ prefix: '/', app: contentApi }], { trustedOrigins: [ORIGIN] });
const ada = { id: 'a1', name: 'Ada' };

let viewer: Viewer = { kind: 'guest' };
setViewerSource(async () => viewer);

async function publish(kind: string, language: string, body: string) {
  const form = new FormData();
  form.append('locale', 'en');
  form.append('body', body);
  const headers = new Headers({ origin: ORIGIN });
  return RequestContext.create(orm().em, () =>
    api.request(`${ORIGIN}/api/admin/legal/${kind}/${language}`, { method: 'POST', body: form, headers }),
  );
}

async function flashOf(response: Response) {
  const id = /paceband_flash=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return takeFlash(orm().em.fork(), id);
}

const pageDataVersion = async () =>
  Number(((await orm().em.fork().execute('select last_value from page_data_version')) as [{ last_value: string }])[0].last_value);

describe('legal documents (real PostgreSQL)', () => {
  it('start with version 1 of each document in four languages, whose links lead to pages of the same language', async () => {
    const latest = await latestLegalVersions(orm().em.fork());
    expect(latest).toHaveLength(LEGAL_KINDS.length * LOCALES.length);
    expect(new Set(latest.map((v) => v.version))).toEqual(new Set([1]));
    for (const kind of LEGAL_KINDS) {
      for (const locale of LOCALES) {
        const version = await currentLegalVersion(orm().em.fork(), kind, locale);
        expect(version, `${kind} ${locale}`).toMatchObject({ kind, locale, version: 1, publishedByName: null });
        const body = version!.body;
        expect(body.length, `${kind} ${locale}`).toBeGreaterThan(2000);
        for (const [, href] of body.matchAll(/\]\((\/[^)]*)\)/g)) {
          const match = matchRoute(href!, AVAILABLE_ROUTES);
          expect(match?.locale, `${kind} ${locale}: ${href}`).toBe(locale);
          expect(match?.canonicalPath, `${kind} ${locale}: ${href}`).toBe(href);
        }
        for (const [, name] of body.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) expect(LEGAL_PLACEHOLDERS).toContain(name);
      }
    }
    // The privacy notice names the processors and fills the server's settings.
    const privacy = await legalDocumentForPage(orm().em.fork(), 'privacy', 'en');
    expect(privacy!.html).toContain('Stripe');
    expect(privacy!.html).toMatch(/\d+ days/);
    expect(privacy!.html).not.toContain('{{');
    expect(privacy!.html).toContain('<table>');
  });

  it('publishes new versions and keeps the old ones; each language has its own numbers', async () => {
    const em = orm().em.fork();
    const second = await publishLegalVersion(em, { kind: 'privacy', locale: 'fr', body: 'Politique v2', by: ada });
    expect(second).toMatchObject({ kind: 'privacy', locale: 'fr', version: 2, publishedByName: 'Ada', body: 'Politique v2' });
    await publishLegalVersion(orm().em.fork(), { kind: 'privacy', locale: 'fr', body: 'Politique v3', by: ada });
    expect((await listLegalVersions(orm().em.fork(), 'privacy', 'fr')).map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await findLegalVersion(orm().em.fork(), 'privacy', 'fr', 2))?.body).toBe('Politique v2');
    expect((await findLegalVersion(orm().em.fork(), 'privacy', 'fr', 1))?.body).toContain('Qui est responsable');
    // The newest of each language is served; English and the terms are untouched.
    expect((await currentLegalVersion(orm().em.fork(), 'privacy', 'fr'))?.body).toBe('Politique v3');
    expect((await currentLegalVersion(orm().em.fork(), 'privacy', 'en'))?.version).toBe(1);
    expect((await currentLegalVersion(orm().em.fork(), 'terms', 'fr'))?.version).toBe(1);
    expect(await consentVersion(orm().em.fork(), 'fr')).toBe('terms.fr:1,privacy.fr:3');
    expect(await consentVersion(orm().em.fork(), 'en')).toBe('terms.en:1,privacy.en:1');
  });

  it('gives each of several publications at once its own number', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => `Terms draft ${i}`);
    const versions = await Promise.all(
      bodies.map((body) => publishLegalVersion(orm().em.fork(), { kind: 'terms', locale: 'es', body, by: ada })),
    );
    expect(versions.map((v) => v.version).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows the English text where a language has none', async () => {
    await orm().em.fork().execute(`delete from legal_document_version where kind = 'sale' and locale = 'it'`);
    expect(await currentLegalVersion(orm().em.fork(), 'sale', 'it')).toMatchObject({ locale: 'en', version: 1 });
  });

  it('lets only staff publish; a publication is audited, moves the page-data version and never carries a script', async () => {
    const body = '## Nouvelle politique\n\n<script>alert(1)</script>\n\n[x](javascript:alert(2)) <img src=x onerror=alert(3)> fin';
    viewer = { kind: 'guest' };
    expect((await publish('privacy', 'fr', body)).status).toBe(401);
    viewer = { kind: 'user', id: 'm1', name: 'Mia', roles: ['member'] };
    expect((await publish('privacy', 'fr', body)).status).toBe(403);
    expect((await currentLegalVersion(orm().em.fork(), 'privacy', 'fr'))?.version).toBe(3);

    viewer = { kind: 'user', id: 'a1', name: 'Ada', roles: ['member', 'admin'] };
    expect((await publish('contract', 'fr', body)).status).toBe(404);
    expect((await publish('privacy', 'de', body)).status).toBe(404);
    const before = await pageDataVersion();
    const response = await publish('privacy', 'fr', body);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/admin/legal/privacy/fr');
    expect((await flashOf(response))?.message).toEqual({ kind: 'success', title: 'Success', text: 'Version 4 is published.' });
    expect(await pageDataVersion()).toBeGreaterThan(before);
    const audit = await orm().em.fork().execute('select actor_id, action, target, details from audit_entry');
    expect(audit).toEqual([
      { actor_id: 'a1', action: 'legal.publish', target: 'privacy fr v4', details: { kind: 'privacy', locale: 'fr', version: 4 } },
    ]);

    const page = await legalDocumentForPage(orm().em.fork(), 'privacy', 'fr');
    expect(page).toMatchObject({ version: 4, locale: 'fr', publishedByName: 'Ada' });
    expect(page!.html).toContain('<h2>Nouvelle politique</h2>');
    expect(page!.html).toContain('fin');
    expect(page!.html).not.toMatch(/<script|alert\(1\)|javascript:|onerror|<img/i);
  });

  it('sends an unchanged or empty text back to the editor with what was typed', async () => {
    const current = (await currentLegalVersion(orm().em.fork(), 'privacy', 'fr'))!.body;
    const same = await flashOf(await publish('privacy', 'fr', `${current}\n`));
    expect(same).toMatchObject({ form: 'legal', errors: { body: ['The text is the same as the current version: nothing to publish.'] } });
    expect(same?.values.body).toBe(`${current}\n`);
    const long = 'Long text. '.repeat(1000);
    const empty = await flashOf(await publish('terms', 'en', '  '));
    expect(empty?.errors.body).toEqual(['Write the text.']);
    expect((await flashOf(await publish('terms', 'en', `${long}\u0000`)))?.message?.kind).toBe('success');
    expect((await currentLegalVersion(orm().em.fork(), 'terms', 'en'))?.body).toBe(long.trim());
    expect((await currentLegalVersion(orm().em.fork(), 'privacy', 'fr'))?.version).toBe(4);
  });

  it('answers sign-up with the versions published in the reader’s language', async () => {
    const version = await RequestContext.create(orm().em.fork(), () => termsConsentVersion('fr'));
    expect(version).toBe('terms.fr:1,privacy.fr:4');
  });
});
