import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const es: MessageShape<typeof en> = {
  content: {
    news: {
      title: 'Novedades',
      readingTime: 'Lectura: 2–3 minutos.',
      empty: 'Todavía no hay novedades.',
      published: 'Publicado el {date}',
      allNews: 'Todas las novedades',
    },
    faq: {
      title: 'Preguntas frecuentes',
      empty: 'Todavía no hay preguntas.',
    },
  },
};

export default es;
