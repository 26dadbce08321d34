import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  myHills: {
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
