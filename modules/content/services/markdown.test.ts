import { describe, expect, it } from 'vitest';
import { markdownExcerpt, renderMarkdown } from './markdown.ts';

describe('Markdown for news and FAQ', () => {
  it('renders formatting, lists and links', () => {
    const html = renderMarkdown('Hello **runners**\n\n- one\n- two\n\n[Paceband](https://paceband.com)');
    expect(html).toContain('<strong>runners</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="https://paceband.com" rel="noopener noreferrer nofollow">Paceband</a>');
  });

  it('removes scripts, event handlers, javascript: links and images', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) <b onmouseover="x()">bold</b>\n\n![pic](https://evil.example/p.png)',
    );
    expect(html).not.toMatch(/script|onerror|onmouseover|javascript:|<img/i);
    expect(html).toContain('bold');
  });

  it('turns a level-one heading into a level-two one', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>\n');
  });

  it('gives a plain-text excerpt', () => {
    expect(markdownExcerpt('**Bold** and [a link](https://x.y)\n\nmore', 15)).toBe('Bold and a lin…');
    expect(markdownExcerpt('short')).toBe('short');
  });
});
