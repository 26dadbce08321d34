import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../src/i18n/locales.ts';
import { FaqEntry } from '../entities/faq-entry.entity.ts';
import { NewsItem, type LocalizedText } from '../entities/news-item.entity.ts';
import type { FaqEntryDto, NewsItemDto } from './content.dto.ts';

function pick(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.en;
}

function toNewsDto(item: NewsItem, locale: Locale): NewsItemDto {
  return {
    slug: item.slug,
    publishDateFrom: item.publishDateFrom.toISOString(),
    title: pick(item.title, locale),
    body: pick(item.body, locale),
    locale,
  };
}

/** Published news, newest first. Items dated in the future stay hidden until their date. */
export async function listPublishedNews(
  em: EntityManager,
  locale: Locale,
  options: { limit?: number; now?: Date } = {},
): Promise<NewsItemDto[]> {
  const items = await em.find(
    NewsItem,
    { publishDateFrom: { $lte: options.now ?? new Date() } },
    { orderBy: { publishDateFrom: 'desc', id: 'desc' }, limit: options.limit ?? 50 },
  );
  return items.map((item) => toNewsDto(item, locale));
}

export async function findPublishedNews(
  em: EntityManager,
  slug: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<NewsItemDto | null> {
  const item = await em.findOne(NewsItem, { slug, publishDateFrom: { $lte: now } });
  return item ? toNewsDto(item, locale) : null;
}

/** How many published items are newer than the reader's last visit of the news page (SPEC 4). */
export async function countUnreadNews(em: EntityManager, lastRead: Date | null, now: Date = new Date()): Promise<number> {
  const where = lastRead ? { $gt: lastRead, $lte: now } : { $lte: now };
  return em.count(NewsItem, { publishDateFrom: where });
}

export async function listFaq(em: EntityManager, locale: Locale): Promise<FaqEntryDto[]> {
  const entries = await em.find(FaqEntry, {}, { orderBy: { position: 'asc', id: 'asc' } });
  return entries.map((entry) => ({ key: entry.key, question: pick(entry.question, locale), answer: pick(entry.answer, locale) }));
}

export interface NewsSeed {
  slug: string;
  publishDateFrom: Date;
  title: LocalizedText;
  body: LocalizedText;
}

export interface FaqSeed {
  key: string;
  position: number;
  question: LocalizedText;
  answer: LocalizedText;
}

/** Inserts what is missing, by slug and key; never overwrites an edited item. Idempotent. */
export async function seedContent(em: EntityManager, news: NewsSeed[], faq: FaqSeed[]): Promise<{ news: number; faq: number }> {
  const haveSlugs = new Set((await em.find(NewsItem, { slug: { $in: news.map((n) => n.slug) } })).map((n) => n.slug));
  const haveKeys = new Set((await em.find(FaqEntry, { key: { $in: faq.map((f) => f.key) } })).map((f) => f.key));
  const newNews = news.filter((n) => !haveSlugs.has(n.slug));
  const newFaq = faq.filter((f) => !haveKeys.has(f.key));
  for (const item of newNews) em.create(NewsItem, item);
  for (const entry of newFaq) em.create(FaqEntry, entry);
  await em.flush();
  return { news: newNews.length, faq: newFaq.length };
}

/** Published items' slugs and dates, for /sitemap.xml. */
export async function listPublishedNewsSlugs(em: EntityManager, now: Date = new Date()): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const items = await em.find(
    NewsItem,
    { publishDateFrom: { $lte: now } },
    { fields: ['slug', 'updatedAt'], orderBy: { publishDateFrom: 'desc' } },
  );
  return items.map((item) => ({ slug: item.slug, updatedAt: item.updatedAt }));
}

export async function newsCounts(em: EntityManager, now: Date = new Date()): Promise<{ total: number; scheduled: number }> {
  const [total, scheduled] = await Promise.all([em.count(NewsItem, {}), em.count(NewsItem, { publishDateFrom: { $gt: now } })]);
  return { total, scheduled };
}
