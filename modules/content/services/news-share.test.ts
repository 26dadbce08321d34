import { describe, expect, it } from 'vitest';
import { newsShareImage } from './news-share.ts';

describe("a news item's share picture", () => {
  it.each([
    ['Text only, **bold** and a [link](https://example.test).', null],
    [
      'Intro\n\n![Start line](https://cdn.example.test/start.jpg)\n\n![Second](https://cdn.example.test/2.jpg)',
      { src: 'https://cdn.example.test/start.jpg', alt: 'Start line' },
    ],
    ['![Local](/images/a.png) and ![Script](javascript:alert(1))', null],
    ['- a list with ![inside](https://cdn.example.test/in-list.png)', { src: 'https://cdn.example.test/in-list.png', alt: 'inside' }],
  ])('%s', (body, image) => {
    expect(newsShareImage(body)).toEqual(image);
  });
});
