import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, serialKeyColumn, updatedAtColumn } from '../../../src/db/columns.ts';
import type { LocalizedText } from './news-item.entity.ts';

const FaqEntrySchema = defineEntity({
  name: 'FaqEntry',
  tableName: 'faq_entry',
  properties: {
    id: serialKeyColumn(),
    /** Stable key so that seeding and edits never duplicate an entry. */
    key: p.string().length(80).unique(),
    position: p.integer().default(0),
    question: p.json<LocalizedText>(),
    answer: p.json<LocalizedText>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class FaqEntry extends FaqEntrySchema.class {}
FaqEntrySchema.setClass(FaqEntry);
