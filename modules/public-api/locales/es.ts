import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const es: MessageShape<typeof en> = {
  publicApi: {
    errors: {
      dpi: 'La resolución debe ser de {values} ppp.',
      unsupportedType: 'Esta llamada no acepta un cuerpo con este Content-Type: consulte en /api/docs el que acepta.',
    },
  },
};

export default es;
