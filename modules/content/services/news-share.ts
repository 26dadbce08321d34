import { marked } from 'marked';

/**
 * A news item's own picture for its share tags: the first image its Markdown names with an
 * absolute http(s) address (the page itself does not show images from elsewhere, see
 * markdown.ts, but networks fetch the picture themselves). None: the page shows the site's card.
 */
export function newsShareImage(body: string): { src: string; alt: string } | null {
  let found: { src: string; alt: string } | null = null;
  marked.walkTokens(marked.lexer(body), (token) => {
    if (found || token.type !== 'image') return;
    if (/^https?:\/\/[^\s"'<>]+$/i.test(token.href)) found = { src: token.href, alt: token.text };
  });
  return found;
}
