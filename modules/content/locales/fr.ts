import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  content: {
    news: {
      title: 'Nouveautés',
      readingTime: 'Lecture : 2 à 3 minutes.',
      empty: 'Aucune nouveauté pour l’instant.',
      published: 'Publié le {date}',
      allNews: 'Toutes les nouveautés',
    },
    faq: {
      title: 'Questions fréquentes',
      empty: 'Aucune question pour l’instant.',
    },
  },
};

export default fr;
