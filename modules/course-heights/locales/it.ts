import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const it: MessageShape<typeof en> = {
  courseHeights: {
    title: 'Altitudini',
    uploadTitle: 'Correggi le altitudini con corse registrate',
    uploadIntro:
      'Aggiungi una o più registrazioni di questa gara da un orologio o da un’app (GPX, TCX o FIT, con orari e altitudini). Si conservano solo le altitudini ricavate: mai i file, le posizioni o gli orari.',
    suggestTitle: 'Proponi altitudini migliori',
    suggestIntro:
      'Hai corso questa gara con un orologio? Proponi altitudini corrette dalla tua registrazione (GPX, TCX o FIT): il team le controlla. Si conservano solo le altitudini ricavate, mai le tue posizioni o i tuoi orari.',
    runs: 'Corse registrate',
    submit: 'Confronta le altitudini',
    suggest: 'Invia la mia proposta',
    pendingTitle: 'Altitudini corrette in attesa di decisione',
    suggestion: 'Proposte da un runner il {date}',
    proposal: 'Caricate il {date}',
    before: 'File del percorso',
    after: 'Corrette',
    compareLabel: 'Profilo altimetrico: altitudini del file e altitudini corrette',
    figure: 'Valore',
    gain: 'Dislivello positivo',
    loss: 'Dislivello negativo',
    max: 'Punto più alto',
    run: 'Corsa',
    offset: 'Scostamento',
    fit: 'Aderenza (RMS)',
    coverage: 'Percorso coperto',
    accept: 'Accetta',
    discard: 'Scarta',
    acceptLabel: 'Accetta le altitudini caricate il {date}',
    discardLabel: 'Scarta le altitudini caricate il {date}',
    use: 'Altitudini in uso',
    useFile: 'Le altitudini del file ({gain} di salita)',
    useRuns: 'Corrette il {date} ({gain} di salita)',
    switch: 'Usa queste altitudini',
    publishedGain: 'Dislivello positivo pubblicato (m)',
    publishedGainHint: 'Come lo pubblica la gara; lascia vuoto se non è noto.',
    savePublishedGain: 'Salva il dislivello pubblicato',
    terrainTitle: 'Ricalcola il profilo dal terreno',
    terrainIntro:
      'Prendi le altitudini da un modello del terreno lungo il percorso invece di quelle del file. Dove il file tiene un ponte in piano sopra un fiume o una valle, le sue altitudini vengono mantenute. Confronti i due profili prima di accettare.',
    terrainSubmit: 'Ricalcola il profilo dal terreno',
    terrainProposal: 'Dal modello del terreno, il {date}',
    terrainBridges: '{count} {{ponte mantenuto|ponti mantenuti}} dal file del percorso: {where}.',
    terrainNoBridges: 'Nessun ponte trovato: le altitudini del terreno sono usate ovunque.',
    terrainStretch: 'km {from}–{to}',
    useTerrain: 'Dal terreno il {date} ({gain} di salita)',
  },
  courseQuality: {
    title: 'Da dove vengono le altitudini',
    source: 'Fonte',
    sourceFile: 'il file del percorso',
    sourceRuns: '{count} {{corsa registrata|corse registrate}}',
    sourceTerrain: 'il modello del terreno ({count} {{ponte mantenuto|ponti mantenuti}} dal file)',
    points: 'Punti con altitudine',
    pointsValue: '{with} su {count}',
    spacing: 'Distanza tra i punti',
    resolution: 'Precisione delle altitudini',
    resolutionFine: 'più fine di 0,1 m',
    cleaned: 'Rimossi',
    cleanedValue: '{spikes} {{picco|picchi}}, {jumps} {{salto|salti}} dell’altimetro, {outliers} {{pendenza anomala|pendenze anomale}}',
    measuredGain: 'Dislivello misurato',
    publishedGain: 'Dislivello pubblicato',
    groundHeights:
      'Le altitudini di questo file sembrano quelle del terreno: ponti e cavalcavia possono risultare piatti. Aggiungi una corsa registrata per correggerli.',
    noElevation: 'Questo file non ha altitudini: il percorso è calcolato come piatto. Aggiungi una corsa registrata per correggerlo.',
    sparse:
      'I punti del file distano {metres} m l’uno dall’altro: possono mancare salite brevi. Aggiungi una corsa registrata per correggerle.',
    noisy: 'Le altitudini erano rumorose: sono stati rimossi {count} picchi e salti. Confronta il profilo con quello della gara.',
    gainMismatch:
      'Il dislivello misurato ({measured}) differisce da quello pubblicato ({published}) del {percent} %: le altitudini potrebbero non essere affidabili. Aggiungi una corsa registrata per correggerle.',
    band: {
      groundHeights: 'Altitudini del file: i ponti possono mancare.',
      noElevation: 'File senza altitudini: percorso calcolato piatto.',
      sparse: 'Punti del file a {metres} m: possono mancare salite brevi.',
      noisy: 'Rimossi {count} picchi di altitudine.',
      gainMismatch: 'Dislivello {measured}, pubblicato {published}.',
    },
  },
};

export default it;
