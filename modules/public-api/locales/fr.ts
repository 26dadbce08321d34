import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  publicApi: {
    errors: {
      dpi: 'La résolution doit être de {values} dpi.',
      unsupportedType: 'Cet appel ne prend pas de corps de ce Content-Type : voyez dans /api/docs celui qu’il prend.',
    },
  },
};

export default fr;
