import type { PlanMessages } from './en.ts';

const fr = {
  plan: {
    invalidType: "Cette valeur n'a pas le bon type.",
    invalidNumber: 'Saisissez un nombre.',
    goalFormat: 'Saisissez le temps visé au format H:MM:SS ou MM:SS (reçu « {value} »).',
    goalTooFast: "Un objectif de {goal} sur {distance} {unit} est plus rapide que l'allure du record du monde. Vérifiez le temps.",
    goalTooSlow: "Un objectif de {goal} sur {distance} {unit} est plus lent qu'une marche à 3 km/h. Vérifiez le temps.",
    bandsEmpty: 'Ajoutez au moins un bracelet avec un temps visé.',
    bandsTooMany: 'Au plus {max} temps visés différents par commande.',
    countInvalid: 'Le nombre d’exemplaires doit être un nombre entier de 1 à {max}.',
    distanceMissing: 'Choisissez une distance ou importez un parcours.',
    distanceRange: 'La distance doit être comprise entre {min} km et {max} km.',
    unitUnknown: "L'unité doit être km ou mi.",
    strategyUnknown: 'Stratégie d’allure inconnue. Choisissez allure constante, effort constant ou effort x2.',
    effortModelUnknown: 'Modèle d’effort inconnu. Choisissez données de coureurs ou coût métabolique.',
    myHillsMissing:
      'Mes côtes demande votre propre modèle de côtes : connectez-vous et calculez-le à partir de 3 sorties enregistrées sur votre page Mes côtes, ou choisissez un autre modèle.',
    orderUnknown: "L'ordre doit être croissant ou décroissant.",
    lapTimesUnknown: 'Les temps au tour peuvent être masqués, ou affichés par km ou par mile.',
    everyInvalid: "L'intervalle entre les lignes doit être supérieur à zéro.",
    everyTooLarge: "L'intervalle entre les lignes ({every} {unit}) est plus long que la course ({distance} {unit}).",
    tooManyRows: 'Cet intervalle donne {rows} lignes ; un bracelet en contient au plus {max}.',
    rowsByUnknown: 'Les lignes suivent la distance ou le relief.',
    uphillEffortRange: "L'effort en montée doit être compris entre {min} et {max}.",
    downhillEffortRange: "L'effort en descente doit être compris entre {min} et {max}.",
    negativeSplitRange: "L'écart entre les deux moitiés doit être compris entre {min} % et {max} %.",
    temperatureScaleUnknown: "L'échelle de température doit être °C ou °F.",
    temperatureRange: 'La température doit être comprise entre {min} et {max} °{scale}.',
    dewPointRange: 'Le point de rosée doit être compris entre {min} et {max} °{scale}.',
    dewPointAboveTemperature: 'Le point de rosée ne peut pas dépasser la température.',
    fadeSecondsRange: 'Le ralentissement doit être compris entre {min} et {max} secondes par {unit}.',
    fadeAfterInvalid: 'Indiquez où commence le ralentissement, au-delà de 0 {unit}.',
    fadeAfterTooLate: 'Un ralentissement après {after} {unit} ne commence jamais sur une course de {distance} {unit}.',
    abBandGoals: 'Un bracelet A/B demande deux temps visés : ajoutez un deuxième bracelet.',
    abBandWalk:
      'Un bracelet A/B ne peut pas prévoir de marche toutes les quelques minutes (elle tombe à des endroits différents pour chaque objectif). Marchez selon la distance ou aux ravitaillements.',
    zoneKindUnknown: "L'allure de départ et d'arrivée doit être lente, normale ou rapide.",
    zoneLengthInvalid: "La section de départ ou d'arrivée doit dépasser 0 {unit}.",
    zonesTooLong: "Les sections de départ et d'arrivée ({length} {unit}) sont plus longues que la course ({distance} {unit}).",
    walkKindUnknown: 'Stratégie de marche inconnue.',
    walkRunInvalid: 'La durée de course entre deux pauses de marche doit être d’au moins {min} {{minute|minutes}}.',
    walkSecondsInvalid: 'Une pause de marche doit durer entre 1 et {max} secondes.',
    walkEveryInvalid: 'La distance entre deux pauses de marche doit être d’au moins {min} {unit}.',
    walkEveryTooLarge: 'Des pauses tous les {every} {unit} n’ont jamais lieu sur une course de {distance} {unit}.',
    walkSpeedInvalid: 'La vitesse de marche doit être comprise entre {min} et {max} {unit}/h.',
    walkSpeedTooFast: "Marcher à {speed} {unit}/h n'est pas plus lent que l'allure moyenne nécessaire pour {goal}.",
    walkNoAidStations:
      'Ce parcours n’a aucun ravitaillement où marcher. Ajoutez-les sur la page du parcours, ou choisissez une autre stratégie de marche.',
    fadeTooLarge:
      'Un ralentissement de {fade} par {unit} ne laisse pas de temps pour courir le reste de la course en {goal}. Choisissez un ralentissement plus faible ou plus tardif.',
    walkTooLong: 'Les pauses de marche occupent tout le temps visé de {goal} : il ne reste plus de temps pour courir.',
    runningTooFast:
      'Avec ces pauses de marche, il faudrait courir à {pace} par {unit} pour finir en {goal}, plus vite que le record du monde.',
  } satisfies PlanMessages,
};

export default fr;
