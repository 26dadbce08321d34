import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const it: MessageShape<typeof en> = {
  publicApi: {
    errors: {
      dpi: 'La risoluzione deve essere di {values} dpi.',
      unsupportedType: 'Questa chiamata non accetta un corpo con questo Content-Type: vedete in /api/docs quello che accetta.',
    },
  },
};

export default it;
