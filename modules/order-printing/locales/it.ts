import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const it: MessageShape<typeof en> = {
  orderPrinting: {
    print: 'Stampa gli ordini pagati selezionati',
    paper: 'Carta',
    noneSelected: 'Seleziona almeno un ordine pagato da stampare.',
    runs: 'Stampe',
    runStatus: { queued: 'In attesa', running: 'In stampa', done: 'Pronta', failed: 'Non riuscita' },
    progress: '{done} di {total} ordini',
    bandsPdf: 'Braccialetti (PDF)',
    labelsPdf: 'Etichette degli indirizzi (PDF)',
    envelopesPdf: 'Buste {size} (PDF)',
    mailing: 'Spedizione',
    mailings: { labels: 'Etichette indirizzo', C6: 'Buste C6 (162 × 114 mm)', DL: 'Buste DL (220 × 110 mm)' },
    markPrinted: 'Segna questi ordini come stampati',
    queued: 'La stampa è in coda: {count|num} {{ordine|ordini}}.',
  },
};

export default it;
