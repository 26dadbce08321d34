import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_notFound as notFound } from 'waku/router/server';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageHead, PageTop } from '../../../src/ui/page-head.tsx';
import { PageHeader } from '../../../src/ui/page-header.client.tsx';
import { findPublishedNews, listPublishedNews } from '../data/content.repository.ts';
import { markdownExcerpt, renderMarkdown } from '../services/markdown.ts';
import { newsShareImage } from '../services/news-share.ts';
import { LAST_READ_NEWS_COOKIE } from '../services/unread-news.ts';
import { MarkNewsRead } from './mark-news-read.client.tsx';
import { formatNewsDate } from './news-date.ts';
import { NewsTitle } from './news-title.tsx';

/** news.index: the list of published news, or one item when the path carries its slug. Open. */
export async function NewsPage({ locale, params }: RoutePageProps) {
  const LL = t(locale);
  const em = requestEm();
  if (params.slug) {
    const item = await findPublishedNews(em, params.slug, locale);
    if (!item) notFound();
    const picture = newsShareImage(item.body);
    return (
      <article className="card">
        <PageHead
          locale={locale}
          route="news.index"
          params={{ slug: item.slug }}
          title={item.title}
          description={markdownExcerpt(item.body, 200)}
          type="article"
          // Its own picture when the text names one, else the site's card.
          image={picture ? { src: picture.src, alt: picture.alt || item.title } : undefined}
        />
        <meta property="article:published_time" content={item.publishDateFrom} />
        <PageHeader title={item.title} backLabel={LL.ui.back()} />
        <p className="muted">{LL.content.news.published({ date: formatNewsDate(item.publishDateFrom, locale) })}</p>
        {/* Markdown written by the team, sanitised with an allow-list (services/markdown.ts). */}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(item.body) }} />
        <p>
          <Link to={routePath(locale, 'news.index')}>{LL.content.news.allNews()}</Link>
        </p>
      </article>
    );
  }
  const items = await listPublishedNews(em, locale);
  return (
    <div>
      <PageTop locale={locale} route="news.index" title={LL.content.news.title()} />
      <MarkNewsRead cookie={LAST_READ_NEWS_COOKIE} />
      <p className="muted">{LL.content.news.readingTime()}</p>
      {items.length === 0 && <p>{LL.content.news.empty()}</p>}
      <ul className="news-list">
        {items.map((item) => (
          <li key={item.slug} className="card">
            <NewsTitle locale={locale} item={item} as="h2" />
            <p className="muted">{LL.content.news.published({ date: formatNewsDate(item.publishDateFrom, locale) })}</p>
            <p>{markdownExcerpt(item.body)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
