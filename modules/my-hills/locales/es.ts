import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const es: MessageShape<typeof en> = {
  myHills: {
    errors: {
      tooFewRuns: 'Mis cuestas necesita al menos {min} carreras grabadas; se {{count:ha dado|han dado}} {count}.',
      tooManyRuns: 'Mis cuestas lee como mucho {max} carreras a la vez; se han dado {count}.',
      noTimes: '{file} no tiene horas: parece una ruta dibujada, no una carrera grabada.',
      noHeights: '{file} no tiene altitudes, así que no dice nada de las cuestas.',
      cycling: '{file} es una salida en bici, no una carrera: sube actividades que hayas corrido.',
      runUnusable: '{file} tiene muy poca carrera regular ({segments} tramos útiles de {metres} m; hacen falta al menos {min}).',
      unreadable: 'No se pudo leer {file}: {reason}',
    },
  },
};

export default es;
