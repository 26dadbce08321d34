import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** What an editor's Markdown may become: text formatting, lists, quotes, code, tables and links; no raw HTML, scripts, styles or images from elsewhere. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h2',
    'h3',
    'h4',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Links leave in a new tab without handing over our page; headings never compete with the page's h1.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    h1: 'h2',
  },
};

/**
 * News and FAQ text written by the team in Markdown, as safe HTML: parsed by marked, then
 * cleaned by sanitize-html with an allow-list, so a pasted `<script>` or `javascript:` link never
 * reaches a reader.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source) as string, { ...ALLOWED, allowedAttributes: { a: ['href', 'title', 'rel'] } });
}

/** The first words of a Markdown text as plain text, for lists and previews. */
export function markdownExcerpt(source: string, max = 220): string {
  const text = sanitizeHtml(marked.parse(source) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
