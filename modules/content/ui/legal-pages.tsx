import type { ReactNode } from 'react';
import { requestEm } from '../../../src/db/orm.server.ts';
import { Slot } from '../../../src/host/slots.tsx';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { t } from '../locales/messages.ts';
import { LEGAL_ROUTES, type LegalKind } from '../services/legal-documents.ts';
import { legalDocumentForPage } from '../services/legal-texts.server.ts';
import { formatNewsDate } from './news-date.ts';

/**
 * A legal document's page: the newest version published in the reader's language (else the
 * English one), with its number and date, as sanitised HTML. Kept in the page cache; a new
 * version moves the page-data version (the table's trigger), so it shows at once.
 */
async function LegalDocumentPage({ locale, kind, children }: { locale: Locale; kind: LegalKind; children?: ReactNode }) {
  const LL = t(locale);
  const title = LL.content.legal.titles[kind]();
  const document = await legalDocumentForPage(requestEm(), kind, locale);
  return (
    <article className="card legal-document">
      <PageTop locale={locale} route={LEGAL_ROUTES[kind]} title={title} />
      {document ? (
        <>
          <p className="muted">
            {LL.content.legal.version({ version: document.version, date: formatNewsDate(document.publishedAt, locale) })}
          </p>
          {document.locale !== locale && <p className="muted">{LL.content.legal.fallback()}</p>}
          <div className="markdown" lang={document.locale} dangerouslySetInnerHTML={{ __html: document.html }} />
        </>
      ) : (
        <p>{LL.content.legal.missing()}</p>
      )}
      {children}
    </article>
  );
}

/** terms.index: the terms of use. */
export function TermsPage({ locale }: RoutePageProps) {
  return <LegalDocumentPage locale={locale} kind="terms" />;
}

/** terms.sale: the terms of sale (printed bands, shipping, refunds, donations). */
export function SaleTermsPage({ locale }: RoutePageProps) {
  return <LegalDocumentPage locale={locale} kind="sale" />;
}

/** privacy.index: the privacy notice, then what other parts of the site add (the host's cookie table). */
export function PrivacyPage({ locale }: RoutePageProps) {
  return (
    <LegalDocumentPage locale={locale} kind="privacy">
      <Slot name="privacy.index" props={{ locale }} />
    </LegalDocumentPage>
  );
}
