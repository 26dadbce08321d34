import type { PageFragment } from '../../src/i18n/page-types.ts';
import { FaqPage } from './ui/faq-page.tsx';
import { NewsPage } from './ui/news-page.tsx';

/** The content module's fragment of the route table. */
export const contentPages: PageFragment = {
  'news.index': NewsPage,
  'faq.index': FaqPage,
};
