import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('waku/server', () => ({
  unstable_getContext: () => ({ req: { url: 'https://paceband.test/fr/faq' } }),
  unstable_getContextData: () => ({}),
}));

const { PageHead, metaDescription } = await import('./page-head.tsx');

/** The tags a head element renders, as [name or property or rel+hreflang, content or href] pairs, in order. */
function tags(head: ReactElement): Array<[string, string]> {
  const html = renderToStaticMarkup(head);
  const out: Array<[string, string]> = [];
  for (const m of html.matchAll(/<(meta|link|title)([^>]*)>([^<]*)/g)) {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(m[2]!)?.[1];
    if (m[1] === 'title') out.push(['title', m[3]!]);
    else if (m[1] === 'link')
      out.push([
        `${attr('rel')}${(attr('hrefLang') ?? attr('hreflang')) ? `:${attr('hrefLang') ?? attr('hreflang')}` : ''}`,
        attr('href')!,
      ]);
    else out.push([(attr('property') ?? attr('name'))!, attr('content')!.replace(/&amp;/g, '&')]);
  }
  return out;
}

const value = (list: Array<[string, string]>, key: string) => list.filter(([k]) => k === key).map(([, v]) => v);

describe('PageHead', () => {
  it('gives a page without words of its own the site description and the site card, in its language', () => {
    const head = tags(<PageHead locale="fr" route="faq.index" title="FAQ" />);
    expect(value(head, 'title')).toEqual(['FAQ | Paceband']);
    const description = value(head, 'description')[0]!;
    expect(description).toMatch(/^Des bracelets d’allure gratuits/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(value(head, 'og:description')).toEqual([description]);
    expect(value(head, 'twitter:description')).toEqual([description]);
    expect(value(head, 'og:title')).toEqual(['FAQ']);
    expect(value(head, 'og:type')).toEqual(['website']);
    expect(value(head, 'og:url')).toEqual(['https://paceband.test/fr/faq']);
    expect(value(head, 'canonical')).toEqual(['https://paceband.test/fr/faq']);
    expect(value(head, 'og:image')).toEqual(['https://paceband.test/og/site.png?lang=fr']);
    expect(value(head, 'twitter:image')).toEqual(['https://paceband.test/og/site.png?lang=fr']);
    expect(value(head, 'og:image:width')).toEqual(['1200']);
    expect(value(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(value(head, 'og:locale')).toEqual(['fr_CA']);
    expect(value(head, 'og:locale:alternate')).toEqual(['en_US', 'es_ES', 'it_IT']);
    expect(value(head, 'robots')).toEqual([]);
  });

  it('writes hreflang as language codes, with x-default on the English page', () => {
    const head = tags(<PageHead locale="en" route="news.index" params={{ slug: 'a' }} title="A" />);
    expect(head.filter(([k]) => k.startsWith('alternate:'))).toEqual([
      ['alternate:en', 'https://paceband.test/en/whats-new/a'],
      ['alternate:fr', 'https://paceband.test/fr/nouveautes/a'],
      ['alternate:es', 'https://paceband.test/es/novedades/a'],
      ['alternate:it', 'https://paceband.test/it/novita/a'],
      ['alternate:x-default', 'https://paceband.test/en/whats-new/a'],
    ]);
  });

  it("shows a page's own description and picture: a course's profile card, a news item's picture, the predictor's answer", () => {
    const course = tags(
      <PageHead
        locale="it"
        route="course.show"
        params={{ slug: 'berlin' }}
        title="Berlin"
        description="Maratona con 80 m di dislivello positivo."
        image={{
          src: '/og/courses/0f8fad5b.png?lang=it&v=1',
          alt: 'Profilo altimetrico di Berlin',
          width: 1200,
          height: 630,
          type: 'image/png',
        }}
      />,
    );
    expect(value(course, 'description')).toEqual(['Maratona con 80 m di dislivello positivo.']);
    expect(value(course, 'og:image')).toEqual(['https://paceband.test/og/courses/0f8fad5b.png?lang=it&v=1']);
    expect(value(course, 'og:image:alt')).toEqual(['Profilo altimetrico di Berlin']);
    expect(value(course, 'og:image:type')).toEqual(['image/png']);

    const news = tags(
      <PageHead
        locale="en"
        route="news.index"
        params={{ slug: 'a' }}
        title="A"
        type="article"
        image={{ src: 'https://cdn.example.test/a.jpg', alt: 'Start' }}
      />,
    );
    expect(value(news, 'og:type')).toEqual(['article']);
    expect(value(news, 'og:image')).toEqual(['https://cdn.example.test/a.jpg']);
    // Its size is not known: no width or height rather than a wrong one.
    expect(value(news, 'og:image:width')).toEqual([]);

    const predictor = tags(
      <PageHead locale="en" route="predictor.index" title="P" url="https://paceband.test/en/predictor?distance=10k" />,
    );
    expect(value(predictor, 'og:url')).toEqual(['https://paceband.test/en/predictor?distance=10k']);
    expect(value(predictor, 'canonical')).toEqual(['https://paceband.test/en/predictor']);
  });

  it('marks noindex pages: search results by their route, others when they say so', () => {
    expect(value(tags(<PageHead locale="en" route="search.index" title="Search" />), 'robots')).toEqual(['noindex']);
    expect(value(tags(<PageHead locale="en" route="admin.index" title="Admin" noindex />), 'robots')).toEqual(['noindex']);
  });

  it('cuts a long description at a word, on one line', () => {
    const long = `${'word '.repeat(50)}\nend`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
    expect(metaDescription(' Short\n text. ')).toBe('Short text.');
  });
});
