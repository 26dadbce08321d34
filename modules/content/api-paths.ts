import { defineApi } from '../../src/lib/api-route.ts';

/** The content module's routes under /api itself: the contact form, the news list and the team's forms. */
export const contentApiPaths = defineApi('/', {
  contact: '/contact',
  contactChallenge: '/contact/challenge',
  newsList: '/news/list',
  news: '/admin/news/:id?',
  newsDelete: '/admin/news/:id/delete',
  faq: '/admin/faq/:id?',
  faqDelete: '/admin/faq/:id/delete',
  legal: '/admin/legal/:kind/:language',
  contactAnswer: '/admin/contact/:id/answer',
  contactStatus: '/admin/contact/:id/status',
});
