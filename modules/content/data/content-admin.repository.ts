import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { FaqEntry } from '../entities/faq-entry.entity.ts';
import { NewsItem, type LocalizedText } from '../entities/news-item.entity.ts';

export type { LocalizedText };

/** A news item with every language, for the admin screens. */
export interface NewsAdminDto {
  id: number;
  slug: string;
  publishDateFrom: string;
  title: LocalizedText;
  body: LocalizedText;
}

export interface NewsInput {
  slug: string;
  publishDateFrom: Date;
  title: LocalizedText;
  body: LocalizedText;
}

export interface FaqAdminDto {
  id: number;
  key: string;
  position: number;
  question: LocalizedText;
  answer: LocalizedText;
}

export interface FaqInput {
  key: string;
  position: number;
  question: LocalizedText;
  answer: LocalizedText;
}

/** 'taken' when the slug or key belongs to another row. */
export type SaveResult<T> = { ok: true; value: T } | { ok: false; reason: 'taken' | 'missing' };

const newsDto = (item: NewsItem): NewsAdminDto => ({
  id: item.id,
  slug: item.slug,
  publishDateFrom: item.publishDateFrom.toISOString(),
  title: item.title,
  body: item.body,
});

const faqDto = (entry: FaqEntry): FaqAdminDto => ({
  id: entry.id,
  key: entry.key,
  position: entry.position,
  question: entry.question,
  answer: entry.answer,
});

async function saving<T>(em: EntityManager, work: () => T): Promise<SaveResult<T>> {
  try {
    const value = work();
    await em.flush();
    return { ok: true, value };
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      em.clear();
      return { ok: false, reason: 'taken' };
    }
    throw error;
  }
}

/** Every item, scheduled ones included, newest date first. */
export async function listAllNews(em: EntityManager): Promise<NewsAdminDto[]> {
  return (await em.find(NewsItem, {}, { orderBy: { publishDateFrom: 'desc', id: 'desc' } })).map(newsDto);
}

export async function findNewsById(em: EntityManager, id: number): Promise<NewsAdminDto | null> {
  const item = await em.findOne(NewsItem, { id });
  return item ? newsDto(item) : null;
}

export async function createNews(em: EntityManager, input: NewsInput): Promise<SaveResult<NewsAdminDto>> {
  const item = em.create(NewsItem, input);
  return saving(em, () => newsDto(item));
}

export async function updateNews(em: EntityManager, id: number, input: NewsInput): Promise<SaveResult<NewsAdminDto>> {
  const item = await em.findOne(NewsItem, { id });
  if (!item) return { ok: false, reason: 'missing' };
  em.assign(item, input);
  return saving(em, () => newsDto(item));
}

export async function deleteNews(em: EntityManager, id: number): Promise<NewsAdminDto | null> {
  const item = await em.findOne(NewsItem, { id });
  if (!item) return null;
  const dto = newsDto(item);
  await em.remove(item).flush();
  return dto;
}

export async function listAllFaq(em: EntityManager): Promise<FaqAdminDto[]> {
  return (await em.find(FaqEntry, {}, { orderBy: { position: 'asc', id: 'asc' } })).map(faqDto);
}

export async function findFaqById(em: EntityManager, id: number): Promise<FaqAdminDto | null> {
  const entry = await em.findOne(FaqEntry, { id });
  return entry ? faqDto(entry) : null;
}

export async function createFaq(em: EntityManager, input: FaqInput): Promise<SaveResult<FaqAdminDto>> {
  const entry = em.create(FaqEntry, input);
  return saving(em, () => faqDto(entry));
}

export async function updateFaq(em: EntityManager, id: number, input: FaqInput): Promise<SaveResult<FaqAdminDto>> {
  const entry = await em.findOne(FaqEntry, { id });
  if (!entry) return { ok: false, reason: 'missing' };
  em.assign(entry, input);
  return saving(em, () => faqDto(entry));
}

export async function deleteFaq(em: EntityManager, id: number): Promise<FaqAdminDto | null> {
  const entry = await em.findOne(FaqEntry, { id });
  if (!entry) return null;
  const dto = faqDto(entry);
  await em.remove(entry).flush();
  return dto;
}
