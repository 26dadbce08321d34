import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  content: {
    consent: {
      bannerLabel: 'Consentement aux témoins',
      bannerText:
        'Paceband utilise des témoins nécessaires à son fonctionnement. Avec votre accord, il mesurerait aussi l’audience et afficherait des publicités qui gardent le service gratuit.',
      acceptAll: 'Tout accepter',
      necessaryOnly: 'Nécessaires seulement',
      choose: 'Choisir',
      title: 'Réglages des témoins',
      intro:
        'Choisissez les témoins facultatifs que Paceband peut utiliser. Vous pouvez revenir ici à tout moment depuis le lien en bas de page.',
      necessary: 'Nécessaires',
      necessaryHelp: 'Langue, session et messages des formulaires : le site ne fonctionne pas sans eux. Toujours actifs.',
      analytics: 'Mesure d’audience',
      analyticsHelp: 'Compte les pages vues pour savoir quelles pages aident les coureurs.',
      ads: 'Publicité',
      adsHelp: 'Permet à un partenaire publicitaire d’afficher des publicités qui gardent le service gratuit.',
      save: 'Enregistrer mon choix',
      saved: 'Votre choix est enregistré.',
      current: 'Votre choix actuel : {choice}.',
      none: 'pas encore fait',
      allCookies: 'Tous les témoins du site',
      cookiePurpose: 'Retient votre choix sur les témoins.',
      cookieDuration: '180 jours',
    },
    newsCookie: {
      purpose: 'Retient votre dernière visite des nouveautés, pour le compteur de nouveautés non lues.',
      duration: '365 jours',
    },
    nav: { cookieSettings: 'Réglages des témoins' },
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
