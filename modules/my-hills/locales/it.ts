import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const it: MessageShape<typeof en> = {
  myHills: {
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
