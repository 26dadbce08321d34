import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const es: MessageShape<typeof en> = {
  orderPrinting: {
    print: 'Imprimir los pedidos pagados seleccionados',
    paper: 'Papel',
    noneSelected: 'Selecciona al menos un pedido pagado para imprimir.',
    runs: 'Impresiones',
    runStatus: { queued: 'En espera', running: 'Imprimiendo', done: 'Lista', failed: 'Fallida' },
    progress: '{done} de {total} pedidos',
    bandsPdf: 'Pulseras (PDF)',
    labelsPdf: 'Etiquetas de dirección (PDF)',
    envelopesPdf: 'Sobres {size} (PDF)',
    mailing: 'Envío',
    mailings: { labels: 'Etiquetas de dirección', C6: 'Sobres C6 (162 × 114 mm)', DL: 'Sobres DL (220 × 110 mm)' },
    markPrinted: 'Marcar estos pedidos como impresos',
    queued: 'La impresión está en cola: {count|num} {{pedido|pedidos}}.',
  },
};

export default es;
