import type { HostMessages } from '../src/i18n/messages-shape.ts';

const fr: HostMessages = {
  site: {
    name: 'Paceband',
    tagline: 'Des bracelets d’allure façonnés par votre parcours',
    pageTitle: '{title} | {site}',
  },
  nav: {
    main: 'Navigation principale',
    home: 'Accueil',
    build: 'Créer un bracelet d’allure',
    buildShort: 'Créer',
    calendar: 'Calendrier des courses',
    predictor: 'Prédicteur de temps',
    news: 'Nouveautés',
    unreadNews: '{count} nouveautés non lues',
    faq: 'FAQ',
    search: 'Rechercher',
    donate: 'Faire un don',
    login: 'Se connecter',
    logout: 'Se déconnecter',
    userMenu: 'Menu du compte',
    profile: 'Mon profil',
    paceBands: 'Mes bracelets d’allure',
    orderCreate: 'Commander des bracelets imprimés',
    orders: 'Mes commandes',
    courses: 'Mes parcours',
    adminHome: 'Accueil admin',
    adminNews: 'Gestion des nouveautés',
    adminPromos: 'Codes promo',
    adminThemes: 'Thèmes',
    logViewer: 'Journaux',
    stats: 'Statistiques',
    language: 'Langue',
    facebook: 'Paceband sur Facebook',
    skipToContent: 'Aller au contenu',
  },
  footer: {
    label: 'Pied de page',
    contact: 'Contact',
    siteMap: 'Carte du site',
    terms: 'Conditions',
    privacy: 'Confidentialité',
    cookies: 'Témoins (cookies)',
    printService: 'Partenaire d’impression',
    cardPayments: 'Cartes de paiement acceptées',
    greenHosting: 'Hébergé avec de l’énergie renouvelable',
    freeSince: 'Gratuit pour les coureurs depuis 2014.',
  },
  ui: {
    back: 'Retour',
    goTop: 'Retour en haut',
    loading: 'Chargement…',
    close: 'Fermer',
    dismiss: 'Masquer',
  },
  toast: {
    success: 'Succès',
    info: 'Info',
    warning: 'Attention !',
    error: 'Oups !',
  },
  errors: {
    generic: 'Une erreur est survenue. Veuillez nous contacter.',
    e403: { title: 'Accès refusé', text: 'Vous n’avez pas la permission d’accéder à cette page.' },
    e404: { title: 'Page introuvable', text: 'La page demandée n’existe pas ou a été déplacée.' },
    e500: { title: 'Une erreur est survenue', text: 'Un problème est survenu de notre côté. Veuillez réessayer.' },
    e503: { title: 'Site en maintenance', text: 'Nous améliorons Paceband. De retour très bientôt.' },
    e999: {
      title: 'Un problème est survenu',
      text: 'Réessayez, utilisez le bouton retour de votre navigateur ou revenez à l’accueil.',
    },
    home: 'Revenir à l’accueil',
    backHint: 'Vous pouvez aussi utiliser le bouton retour de votre navigateur.',
    code: 'Erreur {code}',
  },
  home: {
    title: 'Des bracelets d’allure pour votre course',
    heroTitle: 'Courez votre course, temps de passage par temps de passage',
    heroText:
      'Créez gratuitement un bracelet d’allure imprimable, façonné par votre vrai parcours : chaque côte, chaque ravitaillement, votre objectif et votre stratégie.',
    cta: 'Créer mon bracelet',
    examplesTitle: 'À quoi ressemble un bracelet',
    examples: {
      evenEffort: {
        title: 'Effort constant sur un parcours vallonné',
        text: 'Plus lent en montée, plus rapide en descente : le même effort tout du long, et votre objectif quand même.',
      },
      walkBreaks: {
        title: 'Stratégie course-marche',
        text: 'Les pauses de marche sont prévues : le bracelet indique l’allure à courir entre elles.',
      },
      printing: {
        title: 'Imprimé en vraie grandeur',
        text: 'Mesuré à votre poignet et vérifiable avec une échelle imprimée. Bracelets imperméables livrés par la poste.',
      },
    },
    latestNews: 'Dernières nouveautés',
    allNews: 'Toutes les nouveautés',
  },
  pages: {
    terms: { title: 'Conditions d’utilisation' },
    privacy: { title: 'Confidentialité' },
    siteMap: { title: 'Carte du site' },
  },
  legal: {
    termsBody:
      'Paceband est un service gratuit pour les coureurs. Les bracelets sont calculés à partir de vos données et des parcours choisis ; vérifiez-les avec le parcours officiel avant la course. Vous gardez vos droits sur les parcours que vous téléversez et nous autorisez à montrer les parcours publics aux autres coureurs.',
    privacyBody:
      'Nous ne gardons que ce dont le service a besoin : votre compte si vous en créez un, les parcours et bracelets enregistrés et vos commandes. Nous ne vendons aucune donnée. Paceband dépose un témoin pour retenir votre langue (365 jours) et, si vous vous connectez, un témoin de session.',
    cookiesTitle: 'Témoins (cookies)',
    cookiesBody: 'lang : la langue de l’interface, gardée 365 jours. Témoin de session : vous garde connecté. Aucun témoin publicitaire.',
  },
};

export default fr;
