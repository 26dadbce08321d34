import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const es: MessageShape<typeof en> = {
  myHills: {
    page: {
      title: 'Mis cuestas',
      intro:
        'Tu propio ritmo en cada pendiente, calculado con tus carreras grabadas (entrenamientos o competiciones), junto al de los corredores de Strava. Donde una pendiente tiene pocos tramos de 150 m, tu factor se queda cerca del de Strava.',
      privacy:
        'Solo tú ves y usas este modelo: nunca se comparte. Los archivos de las carreras se leen y no se guardan; solo se guardan los factores y el número de tramos por pendiente.',
      useIt: 'En la página de construcción, elige «Mis cuestas» como modelo de cuestas para ajustar una pulsera a tu propia curva.',
      none: 'Todavía no tienes un modelo de cuestas.',
      fitted: 'Calculado con {runs} {{runs:carrera|carreras}} el {date}.',
      uploadTitle: 'Calcular mis cuestas',
      refitTitle: 'Volver a calcular con otras carreras',
      runs: 'Carreras grabadas (FIT, GPX o TCX)',
      runsHint: 'Elige de {min} a {max} carreras a la vez, de {maxMb} MB como mucho cada una. Un nuevo cálculo sustituye el modelo.',
      submit: 'Calcular mis cuestas',
      noRuns: 'Elige al menos {min} carreras grabadas.',
      saved: 'Tu modelo de cuestas está listo.',
      deleted: 'Se ha eliminado tu modelo de cuestas.',
      gone: 'No tienes ningún modelo de cuestas que eliminar.',
      failed: 'No se pudieron subir las carreras. Prueba con menos archivos o más pequeños.',
      deleteButton: 'Eliminar mi modelo de cuestas',
      chartTitle: 'Tu factor de ritmo por pendiente junto al de Strava, con los tramos de 150 m detrás de cada pendiente',
      you: 'Tú',
      strava: 'Corredores de Strava',
      samplesAxis: 'Tramos por pendiente',
      tableCaption: 'Factor por pendiente (tiempo por metro respecto al llano) y los datos detrás',
      grade: 'Pendiente',
      yourFactor: 'Tu factor',
      stravaFactor: 'Factor de Strava',
      samples: 'Tramos de 150 m',
      menu: 'Mis cuestas',
    },
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
