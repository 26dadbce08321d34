import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../src/i18n/locales.ts';
import { LegalDocumentVersion } from '../entities/legal-document-version.entity.ts';
import type { LegalKind } from '../services/legal-documents.ts';

/** One version of a document in one language. */
export interface LegalVersionDto {
  kind: LegalKind;
  locale: Locale;
  version: number;
  body: string;
  /** ISO 8601: the version's date. */
  publishedAt: string;
  /** The team member who published it; null for the texts the site started with. */
  publishedByName: string | null;
}

/** A line of a document's history (no body). */
export type LegalVersionSummary = Omit<LegalVersionDto, 'body'>;

export interface PublishInput {
  kind: LegalKind;
  locale: Locale;
  body: string;
  by: { id: string; name: string };
}

const summary = (
  row: Pick<LegalDocumentVersion, 'kind' | 'locale' | 'version' | 'publishedAt' | 'publishedByName'>,
): LegalVersionSummary => ({
  kind: row.kind as LegalKind,
  locale: row.locale as Locale,
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  publishedByName: row.publishedByName ?? null,
});

const dto = (row: LegalDocumentVersion): LegalVersionDto => ({ ...summary(row), body: row.body });

/** The newest version of a document in exactly this language, or null. */
export async function latestLegalVersion(em: EntityManager, kind: LegalKind, locale: Locale): Promise<LegalVersionDto | null> {
  const row = await em.findOne(LegalDocumentVersion, { kind, locale }, { orderBy: { version: 'desc' } });
  return row ? dto(row) : null;
}

/** What a reader of this language is shown: its newest version, else the English one's. */
export async function currentLegalVersion(em: EntityManager, kind: LegalKind, locale: Locale): Promise<LegalVersionDto | null> {
  return (await latestLegalVersion(em, kind, locale)) ?? (locale === 'en' ? null : latestLegalVersion(em, kind, 'en'));
}

export async function findLegalVersion(
  em: EntityManager,
  kind: LegalKind,
  locale: Locale,
  version: number,
): Promise<LegalVersionDto | null> {
  const row = await em.findOne(LegalDocumentVersion, { kind, locale, version });
  return row ? dto(row) : null;
}

/** Every version of a document in one language, newest first. */
export async function listLegalVersions(em: EntityManager, kind: LegalKind, locale: Locale): Promise<LegalVersionSummary[]> {
  const rows = await em.find(
    LegalDocumentVersion,
    { kind, locale },
    { orderBy: { version: 'desc' }, fields: ['kind', 'locale', 'version', 'publishedAt', 'publishedByName'] },
  );
  return rows.map(summary);
}

/** The newest version of every document in every language (the admin list). */
export async function latestLegalVersions(em: EntityManager): Promise<LegalVersionSummary[]> {
  const rows = await em.execute<
    Array<{ kind: LegalKind; locale: Locale; version: number; published_at: Date; published_by_name: string | null }>
  >(
    `select distinct on (kind, locale) kind, locale, version, published_at, published_by_name
       from legal_document_version order by kind, locale, version desc`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    locale: row.locale,
    version: row.version,
    publishedAt: new Date(row.published_at).toISOString(),
    publishedByName: row.published_by_name,
  }));
}

/**
 * Publishes the next version of a document in a language; earlier versions stay as they are.
 * Two team members publishing at once are taken in turn (a lock per document and language), so
 * each gets its own number.
 */
export async function publishLegalVersion(em: EntityManager, input: PublishInput): Promise<LegalVersionDto> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`legal:${input.kind}:${input.locale}`]);
    const [{ next }] = (await tx.execute(
      'select coalesce(max(version), 0) + 1 as next from legal_document_version where kind = ? and locale = ?',
      [input.kind, input.locale],
    )) as [{ next: number }];
    const row = tx.create(LegalDocumentVersion, {
      kind: input.kind,
      locale: input.locale,
      version: Number(next),
      body: input.body,
      publishedAt: new Date(),
      publishedById: input.by.id,
      publishedByName: input.by.name.slice(0, 100),
    });
    await tx.flush();
    return dto(row);
  });
}
