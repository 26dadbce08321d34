import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  myHills: {
    page: {
      title: 'Mes côtes',
      intro:
        'Votre propre allure sur chaque pente, calculée à partir de vos sorties enregistrées (entraînements ou courses), à côté des coureurs de Strava. Là où une pente a peu de tronçons de 150 m, votre facteur reste proche de celui de Strava.',
      privacy:
        'Vous seul voyez et utilisez ce modèle : il n’est jamais partagé. Les fichiers des sorties sont lus et non gardés ; seuls les facteurs et le nombre de tronçons par pente le sont.',
      useIt:
        'Sur la page de construction, choisissez « Mes côtes » comme modèle des côtes pour régler un bracelet sur votre propre courbe.',
      none: 'Vous n’avez pas encore de modèle de côtes.',
      fitted: 'Calculé à partir de {runs} {{runs:sortie|sorties}} le {date}.',
      uploadTitle: 'Calculer mes côtes',
      refitTitle: 'Recalculer à partir d’autres sorties',
      runs: 'Sorties enregistrées (FIT, GPX ou TCX)',
      runsHint: 'Choisissez de {min} à {max} sorties à la fois, {maxMb} Mo au plus chacune. Un nouveau calcul remplace le modèle.',
      submit: 'Calculer mes côtes',
      noRuns: 'Choisissez au moins {min} sorties enregistrées.',
      saved: 'Votre modèle de côtes est prêt.',
      deleted: 'Votre modèle de côtes a été supprimé.',
      gone: 'Vous n’avez pas de modèle de côtes à supprimer.',
      failed: 'Les sorties n’ont pas pu être envoyées. Essayez moins de fichiers, ou des fichiers plus petits.',
      deleteButton: 'Supprimer mon modèle de côtes',
      chartTitle: 'Votre facteur d’allure par pente à côté de celui de Strava, avec les tronçons de 150 m derrière chaque pente',
      you: 'Vous',
      strava: 'Coureurs de Strava',
      samplesAxis: 'Tronçons par pente',
      tableCaption: 'Facteur par pente (temps par mètre rapporté au plat) et les données derrière',
      grade: 'Pente',
      yourFactor: 'Votre facteur',
      stravaFactor: 'Facteur de Strava',
      samples: 'Tronçons de 150 m',
      menu: 'Mes côtes',
    },
    errors: {
      tooFewRuns: 'Mes côtes demande au moins {min} sorties enregistrées ; {count} {{count:a été donnée|ont été données}}.',
      tooManyRuns: 'Mes côtes lit au plus {max} sorties à la fois ; {count} ont été données.',
      noTimes: '{file} n’a pas d’heures : cela ressemble à un parcours dessiné, pas à une sortie enregistrée.',
      noHeights: '{file} n’a pas d’altitudes : il ne dit rien des côtes.',
      cycling: '{file} est une sortie à vélo, pas une course à pied : importez des activités courues.',
      runUnusable:
        '{file} contient trop peu de course régulière ({segments} tronçons utilisables de {metres} m ; il en faut au moins {min}).',
      unreadable: '{file} n’a pas pu être lu : {reason}',
    },
  },
};

export default fr;
