import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  watch: {
    title: 'Sur votre montre',
    intro:
      'Le même plan sur une montre de course : un entraînement qui guide chaque ligne, ou le parcours avec un partenaire virtuel qui court votre plan.',
    workout: 'Entraînement FIT',
    workoutHint: 'Une étape par ligne avec une plage d’allure, les pauses marchées en étapes de récupération.',
    course: 'Parcours FIT',
    courseHint: 'Le tracé avec son dénivelé, les ravitaillements et les repères de distance ; le partenaire virtuel court votre plan.',
    gpx: 'Parcours GPX',
    gpxHint: 'Le même tracé avec les temps du plan, pour les montres et applications qui lisent le GPX.',
    tolerance: 'Plage d’allure de l’entraînement, ± secondes par km ou par mile',
    needsCourse: 'Les fichiers de parcours demandent un parcours de course : créez votre bande depuis la page d’un parcours.',
    firstBand: 'Avec plusieurs temps visés, les fichiers suivent le premier ; sur une bande A/B, l’objectif A.',
    merged:
      'Les montres acceptent au plus {to} étapes : les {from} étapes du plan ont été réunies en {to}, les lignes voisines d’allure proche en une étape nommée par son intervalle (p. ex. « 5–8 km ») ; toutes les pauses marchées sont gardées.',
    download: 'Télécharger',
    failed: 'Le fichier n’a pas pu être créé. Réessayez dans un instant.',
    file: {
      walk: 'Marche',
      km: 'Km {n}',
      mi: 'Mile {n}',
      aid: 'Ravitaillement',
    },
    errors: {
      courseNeeded: 'Un parcours FIT ou GPX demande un parcours de course : créez la bande sur un parcours.',
      kind: 'Le fichier doit être workout, course ou gpx.',
      tolerance: 'La plage d’allure doit être un nombre entier de secondes de 0 à {max}.',
      tooManySteps:
        'Ce plan demande au moins {steps} étapes ({walks} pauses marchées et la course entre elles), plus que les {max} qu’une montre accepte. Utilisez plutôt le parcours FIT, ou moins de pauses marchées.',
    },
  },
};

export default fr;
