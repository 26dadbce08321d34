import { Link } from '../../../src/ui/link.client.tsx';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';

/** A news item's title in a list (the news page's, the home page's), a link to the item's own page. */
export function NewsTitle({ locale, item, as: Heading }: { locale: Locale; item: { slug: string; title: string }; as: 'h2' | 'h3' }) {
  return (
    <Heading>
      <Link to={routePath(locale, 'news.index', { slug: item.slug })}>{item.title}</Link>
    </Heading>
  );
}
