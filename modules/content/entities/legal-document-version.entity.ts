import { defineEntity, p } from '@mikro-orm/core';
import { serialKeyColumn, userIdColumn } from '../../../src/db/columns.ts';

/**
 * One published version of a legal document (terms of use, terms of sale, privacy notice) in one
 * language. Never updated nor deleted: each publication adds the next version, so the text a
 * member accepted (its kind, language and number are stored with the account) stays readable.
 */
const LegalDocumentVersionSchema = defineEntity({
  name: 'LegalDocumentVersion',
  tableName: 'legal_document_version',
  properties: {
    id: serialKeyColumn(),
    /** 'terms', 'sale' or 'privacy' (services/legal-documents.ts). */
    kind: p.string().length(10),
    locale: p.string().length(2),
    /** 1, 2, 3… within the kind and language. */
    version: p.integer(),
    /** Markdown, rendered through the same sanitiser as news and FAQ. */
    body: p.text(),
    publishedAt: p.datetime(),
    /** Who published it (a team member's account id and name then); null for the texts the migration wrote. */
    publishedById: userIdColumn().nullable(),
    publishedByName: p.string().length(100).nullable(),
  },
  uniques: [{ properties: ['kind', 'locale', 'version'] }],
});

export class LegalDocumentVersion extends LegalDocumentVersionSchema.class {}
LegalDocumentVersionSchema.setClass(LegalDocumentVersion);
