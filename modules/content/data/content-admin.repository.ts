import {
  UniqueConstraintViolationException,
  type EntityClass,
  type EntityManager,
  type FilterQuery,
  type QueryOrderMap,
  type RequiredEntityData,
} from '@mikro-orm/postgresql';
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
type SaveResult<T> = { ok: true; value: T } | { ok: false; reason: 'taken' | 'missing' };

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

/** A content table the team edits by integer id (news, FAQ): its rows read and written as DTOs. */
export interface EditableRows<Input, Dto> {
  list(em: EntityManager): Promise<Dto[]>;
  find(em: EntityManager, id: number): Promise<Dto | null>;
  create(em: EntityManager, input: Input): Promise<SaveResult<Dto>>;
  /** 'missing' when there is no such row. */
  update(em: EntityManager, id: number, input: Input): Promise<SaveResult<Dto>>;
  /** The removed row, or null when there was none. */
  remove(em: EntityManager, id: number): Promise<Dto | null>;
}

function editableRows<E extends { id: number }, Input extends object, Dto>(
  entity: EntityClass<E>,
  toDto: (row: E) => Dto,
  orderBy: QueryOrderMap<E>,
): EditableRows<Input, Dto> {
  const byId = (em: EntityManager, id: number) => em.findOne(entity, { id } as FilterQuery<E>);
  return {
    list: async (em) => (await em.find(entity, {}, { orderBy })).map(toDto),
    find: async (em, id) => {
      const row = await byId(em, id);
      return row ? toDto(row) : null;
    },
    create: (em, input) => {
      const row = em.create(entity, input as RequiredEntityData<E>);
      return saving(em, () => toDto(row));
    },
    update: async (em, id, input) => {
      const row = await byId(em, id);
      if (!row) return { ok: false, reason: 'missing' };
      em.assign(row, input as never);
      return saving(em, () => toDto(row));
    },
    remove: async (em, id) => {
      const row = await byId(em, id);
      if (!row) return null;
      const dto = toDto(row);
      await em.remove(row).flush();
      return dto;
    },
  };
}

/** Every item, scheduled ones included, newest date first. */
export const newsRows = editableRows<NewsItem, NewsInput, NewsAdminDto>(NewsItem, newsDto, { publishDateFrom: 'desc', id: 'desc' });

export const faqRows = editableRows<FaqEntry, FaqInput, FaqAdminDto>(FaqEntry, faqDto, { position: 'asc', id: 'asc' });
