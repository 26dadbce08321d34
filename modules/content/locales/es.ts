import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const es: MessageShape<typeof en> = {
  content: {
    consent: {
      bannerLabel: 'Consentimiento de cookies',
      bannerText:
        'Paceband usa cookies necesarias para funcionar. Con tu permiso también contaría las visitas (analítica) y mostraría anuncios que mantienen el servicio gratuito.',
      acceptAll: 'Aceptar todas',
      necessaryOnly: 'Solo necesarias',
      choose: 'Elegir',
      title: 'Configuración de cookies',
      intro: 'Elige qué cookies opcionales puede usar Paceband. Puedes volver aquí cuando quieras desde el enlace del pie de página.',
      necessary: 'Necesarias',
      necessaryHelp: 'Idioma, sesión y mensajes de formularios: el sitio no funciona sin ellas. Siempre activas.',
      analytics: 'Analítica',
      analyticsHelp: 'Cuenta las páginas vistas para saber qué páginas ayudan a los corredores.',
      ads: 'Publicidad',
      adsHelp: 'Permite a un socio publicitario mostrar anuncios que mantienen el servicio gratuito.',
      save: 'Guardar mi elección',
      saved: 'Tu elección se ha guardado.',
      current: 'Tu elección actual: {choice}.',
      none: 'aún no hecha',
      allCookies: 'Todas las cookies del sitio',
      cookiePurpose: 'Recuerda tu elección sobre las cookies.',
      cookieDuration: '180 días',
    },
    newsCookie: {
      purpose: 'Recuerda cuándo abriste las novedades por última vez, para el contador de novedades sin leer.',
      duration: '365 días',
    },
    nav: { cookieSettings: 'Configuración de cookies' },
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
