import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const it: MessageShape<typeof en> = {
  content: {
    consent: {
      bannerLabel: 'Consenso ai cookie',
      bannerText:
        'Paceband usa cookie necessari per funzionare. Con il tuo permesso conterebbe anche le visite (analisi) e mostrerebbe pubblicità che mantiene il servizio gratuito.',
      acceptAll: 'Accetta tutti',
      necessaryOnly: 'Solo necessari',
      choose: 'Scegli',
      title: 'Impostazioni dei cookie',
      intro: 'Scegli quali cookie facoltativi Paceband può usare. Puoi tornare qui in qualsiasi momento dal link nel piè di pagina.',
      necessary: 'Necessari',
      necessaryHelp: 'Lingua, sessione e messaggi dei moduli: il sito non funziona senza. Sempre attivi.',
      analytics: 'Analisi',
      analyticsHelp: 'Conta le pagine viste per capire quali pagine aiutano i podisti.',
      ads: 'Pubblicità',
      adsHelp: 'Permette a un partner pubblicitario di mostrare annunci che mantengono il servizio gratuito.',
      save: 'Salva la mia scelta',
      saved: 'La tua scelta è salvata.',
      current: 'La tua scelta attuale: {choice}.',
      none: 'non ancora fatta',
      allCookies: 'Tutti i cookie del sito',
      cookiePurpose: 'Ricorda la tua scelta sui cookie.',
      cookieDuration: '180 giorni',
    },
    newsCookie: {
      purpose: 'Ricorda quando hai aperto le novità l’ultima volta, per il contatore delle novità non lette.',
      duration: '365 giorni',
    },
    nav: { cookieSettings: 'Impostazioni dei cookie' },
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
