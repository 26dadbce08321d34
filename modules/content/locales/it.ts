import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const it: MessageShape<typeof en> = {
  content: {
    news: {
      title: 'Novità',
      readingTime: 'Lettura: 2–3 minuti.',
      empty: 'Ancora nessuna novità.',
      published: 'Pubblicato il {date}',
      allNews: 'Tutte le novità',
    },
    faq: {
      title: 'Domande frequenti',
      empty: 'Ancora nessuna domanda.',
    },
  },
};

export default it;
