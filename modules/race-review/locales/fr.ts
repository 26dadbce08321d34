import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  raceReview: {
    heading: 'Après la course',
    intro:
      'Importez l’enregistrement de votre course (FIT, GPX ou TCX de votre montre ou application) : chaque tronçon prévu et couru, et où le temps est passé.',
    introAnonymous:
      'Importez l’enregistrement de votre course (FIT, GPX ou TCX) : chaque tronçon prévu et couru. Sans compte, l’analyse n’est gardée que derrière son propre lien impossible à deviner.',
    file: 'Enregistrement de la course (FIT, GPX ou TCX)',
    fileHint: '{maxMb} Mo au plus. Seuls les chiffres par tronçon sont gardés, jamais le fichier, ses positions ni ses heures.',
    submit: 'Comparer avec le plan',
    working: 'Lecture de votre course…',
    failed: 'L’enregistrement n’a pas pu être lu. Réessayez.',
    refused: 'Cet enregistrement n’a pas été gardé : {message}',
    saved: 'Votre course est posée sur le plan.',
    deleted: 'L’analyse de course est supprimée.',
    notFound: 'Cette analyse de course n’existe pas ou a été supprimée.',
    loginToReview: 'Connectez-vous pour garder une analyse de course avec votre bracelet.',
    bandNotFound: 'Ce bracelet n’existe pas ou n’est pas le vôtre.',
    table: {
      caption: 'Tronçons prévus et courus',
      mark: 'Repère',
      planned: 'Prévu',
      actual: 'Réel',
      delta: 'Écart',
      split: 'Tronçon',
      gap: 'Allure ajustée à la pente',
      heartRate: 'Fréquence cardiaque',
      bpm: '{bpm} bpm',
      half: 'Semi',
      finish: 'Arrivée',
      notReached: 'non atteint',
      perUnit: '{pace} /{unit}',
    },
    deltaHelp: 'L’écart est le réel moins le prévu : négatif signifie en avance sur le plan.',
    chartTitle: 'Écart au plan selon la distance, avec le dénivelé',
    chartBehind: 'en retard',
    chartAhead: 'en avance',
    total: 'Arrivée : {actual} pour un plan de {planned} ({delta}).',
    noFinish: 'L’enregistrement s’arrête avant l’arrivée.',
    summaryHeading: 'Où le temps est passé',
    lossesNone: 'Aucun tronçon n’a perdu plus de quelques secondes sur le plan.',
    losses: 'Plus grosses pertes : {list}.',
    loss: '{seconds} s sur le tronçon jusqu’à {mark}',
    fade: 'Une baisse de régime après {mark} : {seconds} s perdues sur le plan de là jusqu’à l’arrivée.',
    noFade: 'Pas de baisse de régime : l’allure a tenu jusqu’à l’arrivée.',
    offCourse: 'Ce bracelet n’a pas de parcours : la course est alignée sur sa propre distance, ramenée à la distance de course.',
    share: 'Lien en lecture seule à partager',
    shareHint: 'Toute personne ayant ce lien voit cette analyse (les tronçons et le graphique), rien d’autre.',
    delete: 'Supprimer cette analyse de course',
    sharedTitle: 'Analyse de course : {title}',
    sharedReadOnly: 'Une analyse de course en lecture seule : le plan du bracelet face à la course réelle.',
    buildOwn: 'Créer votre propre bracelet d’allure',
    uploadedOn: 'Importée le {date}',
    errors: {
      cycling: 'Cet enregistrement est une sortie à vélo, pas une course à pied : importez l’activité que vous avez courue.',
      distanceMismatch:
        'Cet enregistrement mesure {km} km mais le bracelet est prévu pour {raceKm} km : importez l’enregistrement de cette course.',
      noFile: 'Choisissez l’enregistrement de votre course (un fichier FIT, GPX ou TCX).',
    },
  },
};

export default fr;
