import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  orderPrinting: {
    print: 'Imprimer les commandes payées sélectionnées',
    paper: 'Papier',
    noneSelected: 'Sélectionnez au moins une commande payée à imprimer.',
    runs: 'Impressions',
    runStatus: { queued: 'En attente', running: 'Impression en cours', done: 'Prête', failed: 'Échec' },
    progress: 'Commandes : {done} sur {total}',
    bandsPdf: 'Bracelets (PDF)',
    labelsPdf: 'Étiquettes d’adresse (PDF)',
    envelopesPdf: 'Enveloppes {size} (PDF)',
    mailing: 'Envoi',
    mailings: { labels: "Étiquettes d'adresse", C6: 'Enveloppes C6 (162 × 114 mm)', DL: 'Enveloppes DL (220 × 110 mm)' },
    markPrinted: 'Marquer ces commandes imprimées',
    queued: 'L’impression est en file d’attente : {count|num} {{commande|commandes}}.',
  },
};

export default fr;
