import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const it: MessageShape<typeof en> = {
  watch: {
    title: 'Sul tuo orologio',
    intro:
      'Lo stesso piano su un orologio da corsa: un allenamento che ti guida riga per riga, o il percorso con un partner virtuale che corre il tuo piano.',
    workout: 'Allenamento FIT',
    workoutHint: 'Un passo per riga con un intervallo di ritmo; le pause camminate come passi di recupero.',
    course: 'Percorso FIT',
    courseHint: 'Il tracciato con l’altimetria, i ristori e i segni di distanza; il partner virtuale corre il tuo piano.',
    gpx: 'Percorso GPX',
    gpxHint: 'Lo stesso tracciato con i tempi del piano, per orologi e app che leggono il GPX.',
    tolerance: 'Intervallo di ritmo dell’allenamento, ± secondi per km o per miglio',
    needsCourse: 'I file del percorso richiedono un percorso di gara: crea il tuo braccialetto dalla pagina di un percorso.',
    firstBand: 'Con più tempi obiettivo, i file seguono il primo; su un braccialetto A/B, l’obiettivo A.',
    merged:
      'Gli orologi accettano al massimo {to} passi: i {from} passi del piano sono stati uniti in {to}, le righe vicine di ritmo simile in un passo chiamato col suo tratto (ad es. «5–8 km»); tutte le pause camminate restano.',
    download: 'Scarica',
    failed: 'Non è stato possibile creare il file. Riprova tra un momento.',
    file: {
      walk: 'Cammino',
      km: 'Km {n}',
      mi: 'Miglio {n}',
      aid: 'Ristoro',
    },
    errors: {
      courseNeeded: 'Un percorso FIT o GPX richiede un percorso di gara: crea il braccialetto su un percorso.',
      kind: 'Il file deve essere workout, course o gpx.',
      tolerance: 'L’intervallo di ritmo deve essere un numero intero di secondi da 0 a {max}.',
      tooManySteps:
        'Questo piano richiede almeno {steps} passi ({walks} pause camminate e la corsa tra di esse), più dei {max} che un orologio accetta. Usa invece il percorso FIT, o meno pause camminate.',
    },
  },
};

export default it;
