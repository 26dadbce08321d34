import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  courseHeights: {
    title: 'Altitudes',
    uploadTitle: 'Corriger les altitudes avec des courses enregistrées',
    uploadIntro:
      'Ajoutez un ou plusieurs enregistrements de cette course, depuis une montre ou une application (GPX, TCX ou FIT, avec heures et altitudes). Seules les altitudes qui en sont tirées sont gardées : jamais les fichiers, les positions ni les heures.',
    suggestTitle: 'Proposer de meilleures altitudes',
    suggestIntro:
      'Vous avez couru cette course avec une montre ? Proposez des altitudes corrigées à partir de votre enregistrement (GPX, TCX ou FIT) : l’équipe les vérifie. Seules les altitudes qui en sont tirées sont gardées, jamais vos positions ni vos heures.',
    runs: 'Courses enregistrées',
    submit: 'Comparer les altitudes',
    suggest: 'Envoyer ma proposition',
    pendingTitle: 'Altitudes corrigées en attente de décision',
    suggestion: 'Proposées par un coureur le {date}',
    proposal: 'Envoyées le {date}',
    before: 'Fichier du parcours',
    after: 'Corrigées',
    compareLabel: 'Profil d’altitude : altitudes du fichier et altitudes corrigées',
    figure: 'Valeur',
    gain: 'Dénivelé positif',
    loss: 'Dénivelé négatif',
    max: 'Point le plus haut',
    run: 'Course',
    offset: 'Décalage',
    fit: 'Écart (RMS)',
    coverage: 'Parcours couvert',
    accept: 'Accepter',
    discard: 'Écarter',
    acceptLabel: 'Accepter les altitudes envoyées le {date}',
    discardLabel: 'Écarter les altitudes envoyées le {date}',
    use: 'Altitudes en service',
    useFile: 'Les altitudes du fichier ({gain} de montée)',
    useRuns: 'Corrigées le {date} ({gain} de montée)',
    switch: 'Utiliser ces altitudes',
    publishedGain: 'Dénivelé positif publié (m)',
    publishedGainHint: 'Tel que la course le publie ; laissez vide s’il est inconnu.',
    savePublishedGain: 'Enregistrer le dénivelé publié',
    terrainTitle: 'Recalculer le profil avec le terrain',
    terrainIntro:
      'Prendre les altitudes d’un modèle de terrain le long du parcours au lieu de celles du fichier. Là où le fichier tient un pont à plat au-dessus d’une rivière ou d’une vallée, ses altitudes sont gardées. Vous comparez les deux profils avant d’accepter.',
    terrainSubmit: 'Recalculer le profil avec le terrain',
    terrainProposal: 'Du modèle de terrain, le {date}',
    terrainBridges: '{count} {{pont gardé|ponts gardés}} du fichier du parcours : {where}.',
    terrainNoBridges: 'Aucun pont trouvé : les altitudes du terrain sont utilisées partout.',
    terrainStretch: 'km {from}–{to}',
    useTerrain: 'Du terrain le {date} ({gain} de montée)',
  },
  courseQuality: {
    title: 'D’où viennent les altitudes',
    source: 'Source',
    sourceFile: 'le fichier du parcours',
    sourceRuns: '{count} {{course enregistrée|courses enregistrées}}',
    sourceTerrain: 'le modèle de terrain ({count} {{pont gardé|ponts gardés}} du fichier)',
    points: 'Points avec altitude',
    pointsValue: '{with} sur {count}',
    spacing: 'Écart entre les points',
    resolution: 'Précision des altitudes',
    resolutionFine: 'plus fine que 0,1 m',
    cleaned: 'Retirés',
    cleanedValue: '{spikes} {{pic|pics}}, {jumps} {{saut|sauts}} d’altimètre, {outliers} {{pente aberrante|pentes aberrantes}}',
    measuredGain: 'Dénivelé mesuré',
    publishedGain: 'Dénivelé publié',
    groundHeights:
      'Les altitudes de ce fichier semblent être celles du sol : les ponts et les passages supérieurs peuvent y être plats. Ajoutez une course enregistrée pour les corriger.',
    noElevation: 'Ce fichier n’a pas d’altitudes : le parcours est compté comme plat. Ajoutez une course enregistrée pour le corriger.',
    sparse:
      'Les points du fichier sont à {metres} m les uns des autres : de courtes côtes peuvent manquer. Ajoutez une course enregistrée pour les corriger.',
    noisy: 'Les altitudes étaient bruitées : {count} pics et sauts ont été retirés. Comparez le profil avec celui de la course.',
    gainMismatch:
      'Le dénivelé mesuré ({measured}) diffère du dénivelé publié ({published}) de {percent} % : les altitudes ne sont peut-être pas fiables. Ajoutez une course enregistrée pour les corriger.',
    band: {
      groundHeights: 'Altitudes du fichier : les ponts peuvent manquer.',
      noElevation: 'Fichier sans altitudes : parcours compté plat.',
      sparse: 'Points du fichier à {metres} m : de courtes côtes peuvent manquer.',
      noisy: '{count} pics d’altitude retirés.',
      gainMismatch: 'Dénivelé {measured}, publié {published}.',
    },
  },
};

export default fr;
