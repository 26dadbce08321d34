import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, serialKeyColumn, updatedAtColumn } from '../../../src/db/columns.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

/** Text in each interface language (src/i18n/locales.ts); English is required, the others fall back to it. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

const NewsItemSchema = defineEntity({
  name: 'NewsItem',
  tableName: 'news_item',
  properties: {
    id: serialKeyColumn(),
    slug: p.string().length(120).unique(),
    /** The item is shown from this date; the unread-news badge compares it with a cookie. */
    publishDateFrom: p.datetime().index(),
    title: p.json<LocalizedText>(),
    body: p.json<LocalizedText>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class NewsItem extends NewsItemSchema.class {}
NewsItemSchema.setClass(NewsItem);
