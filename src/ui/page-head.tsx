import { publicOrigin } from '../host/request-info.server.ts';
import { siteCardPath } from '../host/share-image/share-paths.ts';
import { HREFLANG, LOCALES, OG_LOCALES, type Locale } from '../i18n/locales.ts';
import { t } from '../i18n/messages.ts';
import { PageHeader } from './page-header.client.tsx';
import { alternatePaths, ROUTES, type RouteName, type RouteParams } from '../i18n/route-table.ts';

/** A page's share picture: a path on this site (`/og/…`) or an absolute URL, with its text alternative. */
export interface PageImage {
  src: string;
  alt: string;
  /** Known for our own 1200 × 630 cards; a news item's own picture leaves them out. */
  width?: number;
  height?: number;
  type?: string;
}

export interface PageHeadProps {
  locale: Locale;
  route: RouteName;
  params?: RouteParams;
  title: string;
  /** The meta description and the share text; the site's own description when the page has none. */
  description?: string;
  /** The share picture; the site's card when the page has none. */
  image?: PageImage;
  /** The shared address when it is not the canonical one (the predictor's answer is in its query). */
  url?: string;
  /** Open Graph's kind: `article` for a news item, else `website`. */
  type?: 'website' | 'article';
  noindex?: boolean;
}

/** At most about 160 characters on one line, cut at a word: what search results show. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= 160) return line;
  const cut = line.slice(0, 159);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * `<title>` as "page title | site name", the meta description, the canonical link, hreflang
 * alternates (language codes and x-default), and the Open Graph and Twitter card tags that a
 * shared link shows. React 19 hoists these into <head>, on the server and after client navigation.
 */
export function PageHead(props: PageHeadProps) {
  const LL = t(props.locale);
  const origin = publicOrigin();
  const alternates = alternatePaths(props.route, props.params ?? {});
  const canonical = `${origin}${alternates[props.locale]}`;
  const title = LL.site.pageTitle({ title: props.title, site: LL.site.name() });
  const description = metaDescription(props.description || LL.site.description());
  const image: PageImage = props.image ?? {
    src: siteCardPath(props.locale),
    alt: `${LL.site.name()}: ${LL.site.tagline()}`,
    width: 1200,
    height: 630,
    type: 'image/png',
  };
  const imageUrl = /^https?:\/\//.test(image.src) ? image.src : `${origin}${image.src}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={HREFLANG[l]} href={`${origin}${alternates[l]}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${alternates.en}`} />
      {(props.noindex ?? ROUTES[props.route].noindex) && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={props.type ?? 'website'} />
      <meta property="og:site_name" content={LL.site.name()} />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={props.url ?? canonical} />
      <meta property="og:locale" content={OG_LOCALES[props.locale]} />
      {LOCALES.filter((l) => l !== props.locale).map((l) => (
        <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} />
      ))}
      <meta property="og:image" content={imageUrl} />
      {image.type && <meta property="og:image:type" content={image.type} />}
      {image.width && <meta property="og:image:width" content={String(image.width)} />}
      {image.height && <meta property="og:image:height" content={String(image.height)} />}
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={props.title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
}

/**
 * A page's head tags (PageHead) and its title bar with the back chevron (PageHeader): the title
 * bar shows the page's title, or `heading` where it says more (a course with its series).
 */
export function PageTop({ heading, ...head }: PageHeadProps & { heading?: string }) {
  return (
    <>
      <PageHead {...head} />
      <PageHeader title={heading ?? head.title} backLabel={t(head.locale).ui.back()} />
    </>
  );
}
