import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const it: MessageShape<typeof en> = {
  myHills: {
    page: {
      title: 'Le mie salite',
      intro:
        'Il tuo passo su ogni pendenza, calcolato dalle tue corse registrate (allenamenti o gare), accanto a quello dei corridori di Strava. Dove una pendenza ha pochi tratti da 150 m, il tuo fattore resta vicino a quello di Strava.',
      privacy:
        'Solo tu vedi e usi questo modello: non viene mai condiviso. I file delle corse vengono letti e non conservati; si conservano solo i fattori e il numero di tratti per pendenza.',
      useIt: 'Nella pagina di costruzione, scegli «Le mie salite» come modello delle salite per regolare un braccialetto sulla tua curva.',
      none: 'Non hai ancora un modello delle salite.',
      fitted: 'Calcolato da {runs} {{runs:corsa|corse}} il {date}.',
      uploadTitle: 'Calcola le mie salite',
      refitTitle: 'Ricalcola da altre corse',
      runs: 'Corse registrate (FIT, GPX o TCX)',
      runsHint: 'Scegli da {min} a {max} corse alla volta, al massimo {maxMb} MB ciascuna. Un nuovo calcolo sostituisce il modello.',
      submit: 'Calcola le mie salite',
      noRuns: 'Scegli almeno {min} corse registrate.',
      saved: 'Il tuo modello delle salite è pronto.',
      deleted: 'Il tuo modello delle salite è stato eliminato.',
      gone: 'Non hai un modello delle salite da eliminare.',
      failed: 'Non è stato possibile caricare le corse. Prova con meno file o file più piccoli.',
      deleteButton: 'Elimina il mio modello delle salite',
      chartTitle: 'Il tuo fattore di passo per pendenza accanto a quello di Strava, con i tratti da 150 m dietro ogni pendenza',
      you: 'Tu',
      strava: 'Corridori di Strava',
      samplesAxis: 'Tratti per pendenza',
      tableCaption: 'Fattore per pendenza (tempo al metro rispetto al piano) e i dati dietro',
      grade: 'Pendenza',
      yourFactor: 'Il tuo fattore',
      stravaFactor: 'Fattore di Strava',
      samples: 'Tratti da 150 m',
      menu: 'Le mie salite',
    },
    errors: {
      tooFewRuns: 'Le mie salite richiede almeno {min} corse registrate; ne {{count:è stata data|sono state date}} {count}.',
      tooManyRuns: 'Le mie salite legge al massimo {max} corse alla volta; ne sono state date {count}.',
      noTimes: '{file} non ha orari: sembra un percorso disegnato, non una corsa registrata.',
      noHeights: '{file} non ha altitudini, quindi non dice nulla delle salite.',
      cycling: '{file} è un giro in bici, non una corsa: carica attività di corsa.',
      runUnusable: '{file} ha troppo poca corsa regolare ({segments} tratti utilizzabili da {metres} m; ne servono almeno {min}).',
      unreadable: 'Impossibile leggere {file}: {reason}',
    },
  },
};

export default it;
