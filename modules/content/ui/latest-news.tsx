import { Link } from '../../../src/ui/link.client.tsx';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { listPublishedNews } from '../data/content.repository.ts';
import { formatNewsDate } from './news-date.ts';
import { NewsTitle } from './news-title.tsx';

/** The home page's news section. */
export async function LatestNews({ locale, limit = 3 }: { locale: Locale; limit?: number }) {
  const LL = t(locale);
  const items = await listPublishedNews(requestEm(), locale, { limit });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="latest-news">
      <h2 id="latest-news">{LL.home.latestNews()}</h2>
      <div className="grid">
        {items.map((item) => (
          <article key={item.slug} className="card">
            <NewsTitle locale={locale} item={item} as="h3" />
            <p className="muted">{formatNewsDate(item.publishDateFrom, locale)}</p>
          </article>
        ))}
      </div>
      <p>
        <Link to={routePath(locale, 'news.index')}>{LL.home.allNews()}</Link>
      </p>
    </section>
  );
}
