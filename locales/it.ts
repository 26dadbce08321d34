import type { HostMessages } from '../src/i18n/messages-shape.ts';

const it: HostMessages = {
  site: {
    name: 'Paceband',
    tagline: 'Braccialetti del passo modellati sul tuo percorso',
    pageTitle: '{title} | {site}',
  },
  nav: {
    main: 'Navigazione principale',
    home: 'Home',
    build: 'Crea un braccialetto del passo',
    buildShort: 'Crea',
    calendar: 'Calendario gare',
    predictor: 'Previsione dei tempi',
    news: 'Novità',
    unreadNews: '{count} novità non lette',
    faq: 'FAQ',
    search: 'Cerca',
    donate: 'Dona',
    login: 'Accedi',
    logout: 'Esci',
    userMenu: 'Menu dell’account',
    profile: 'Il mio profilo',
    paceBands: 'I miei braccialetti',
    orderCreate: 'Ordina braccialetti stampati',
    orders: 'I miei ordini',
    courses: 'I miei percorsi',
    adminHome: 'Home amministrazione',
    adminNews: 'Gestione novità',
    adminPromos: 'Codici promozionali',
    adminThemes: 'Temi',
    logViewer: 'Registri',
    stats: 'Statistiche',
    language: 'Lingua',
    facebook: 'Paceband su Facebook',
    skipToContent: 'Vai al contenuto',
  },
  footer: {
    label: 'Piè di pagina',
    contact: 'Contatti',
    siteMap: 'Mappa del sito',
    terms: 'Termini',
    privacy: 'Privacy',
    cookies: 'Cookie',
    printService: 'Partner di stampa',
    cardPayments: 'Accettiamo carte di pagamento',
    greenHosting: 'Ospitato con energia rinnovabile',
    freeSince: 'Gratis per i podisti dal 2014.',
  },
  ui: {
    back: 'Indietro',
    goTop: 'Torna su',
    loading: 'Caricamento…',
    close: 'Chiudi',
    dismiss: 'Ignora',
  },
  toast: {
    success: 'Fatto',
    info: 'Info',
    warning: 'Attenzione!',
    error: 'Ops!',
  },
  errors: {
    generic: 'Si è verificato un errore. Contattaci, per favore.',
    e403: { title: 'Accesso negato', text: 'Non hai il permesso di accedere a questa pagina.' },
    e404: { title: 'Pagina non trovata', text: 'La pagina che cerchi non esiste o è stata spostata.' },
    e500: { title: 'Si è verificato un errore', text: 'Qualcosa è andato storto da parte nostra. Riprova.' },
    e503: { title: 'Sito in manutenzione', text: 'Stiamo migliorando Paceband. Torniamo presto.' },
    e999: {
      title: 'Qualcosa è andato storto',
      text: 'Riprova, usa il pulsante indietro del browser o torna alla home.',
    },
    home: 'Vai alla home',
    backHint: 'Puoi anche usare il pulsante indietro del browser.',
    code: 'Errore {code}',
  },
  home: {
    title: 'Braccialetti del passo per la tua gara',
    heroTitle: 'Corri la tua gara, un passaggio alla volta',
    heroText:
      'Crea gratis un braccialetto del passo stampabile modellato sul tuo vero percorso: ogni salita, ogni ristoro, il tuo tempo obiettivo e la tua strategia.',
    cta: 'Crea il mio braccialetto',
    examplesTitle: 'Com’è fatto un braccialetto',
    examples: {
      evenEffort: {
        title: 'Sforzo costante su un percorso collinare',
        text: 'Più lento in salita, più veloce in discesa: lo stesso sforzo per tutta la gara, e comunque il tuo obiettivo.',
      },
      walkBreaks: {
        title: 'Strategia corsa-cammino',
        text: 'Le pause di cammino sono previste: il braccialetto ti dice che passo correre tra una e l’altra.',
      },
      printing: {
        title: 'Stampato a grandezza reale',
        text: 'Misurato sul tuo polso e verificabile con una scala stampata. Braccialetti impermeabili spediti per posta.',
      },
    },
    latestNews: 'Ultime novità',
    allNews: 'Tutte le novità',
  },
  pages: {
    terms: { title: 'Termini di utilizzo' },
    privacy: { title: 'Privacy' },
    siteMap: { title: 'Mappa del sito' },
  },
  legal: {
    termsBody:
      'Paceband è un servizio gratuito per podisti. I braccialetti sono calcolati dai dati che fornisci e dai percorsi che scegli; confrontali con il percorso ufficiale prima della gara. Mantieni i diritti sui percorsi che carichi e ci permetti di mostrare i percorsi pubblici agli altri podisti.',
    privacyBody:
      'Conserviamo solo ciò che serve al servizio: il tuo account se ne crei uno, i percorsi e i braccialetti salvati e i tuoi ordini. Non vendiamo dati. Paceband usa un cookie per ricordare la tua lingua (365 giorni) e, quando accedi, un cookie di sessione.',
    cookiesTitle: 'Cookie',
    cookiesBody: 'lang: la lingua dell’interfaccia, 365 giorni. Cookie di sessione: ti mantiene connesso. Nessun cookie pubblicitario.',
  },
};

export default it;
