import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const es: MessageShape<typeof en> = {
  watch: {
    title: 'En tu reloj',
    intro:
      'El mismo plan en un reloj de running: un entrenamiento que te guía en cada fila, o el recorrido con un compañero virtual que corre tu plan.',
    workout: 'Entrenamiento FIT',
    workoutHint: 'Un paso por fila con un rango de ritmo; las pausas caminando, como pasos de descanso.',
    course: 'Recorrido FIT',
    courseHint: 'El trazado con su altimetría, los avituallamientos y las marcas de distancia; el compañero virtual corre tu plan.',
    gpx: 'Recorrido GPX',
    gpxHint: 'El mismo trazado con los tiempos del plan, para relojes y aplicaciones que leen GPX.',
    tolerance: 'Rango de ritmo del entrenamiento, ± segundos por km o por milla',
    needsCourse: 'Los archivos de recorrido necesitan un recorrido de carrera: crea tu pulsera desde la página de un recorrido.',
    firstBand: 'Con varios tiempos objetivo, los archivos siguen el primero; en una pulsera A/B, el objetivo A.',
    merged:
      'Los relojes admiten como máximo {to} pasos: los {from} pasos del plan se han unido en {to}, las filas vecinas de ritmo parecido en un paso nombrado por su tramo (p. ej. «5–8 km»); se mantienen todas las pausas caminando.',
    download: 'Descargar',
    failed: 'No se pudo crear el archivo. Inténtalo de nuevo en un momento.',
    file: {
      walk: 'Caminar',
      km: 'Km {n}',
      mi: 'Milla {n}',
      aid: 'Avituallamiento',
    },
    errors: {
      courseNeeded: 'Un recorrido FIT o GPX necesita un recorrido de carrera: crea la pulsera sobre un recorrido.',
      kind: 'El archivo debe ser workout, course o gpx.',
      tolerance: 'El rango de ritmo debe ser un número entero de segundos de 0 a {max}.',
      tooManySteps:
        'Este plan necesita al menos {steps} pasos ({walks} pausas caminando y la carrera entre ellas), más de los {max} que admite un reloj. Usa mejor el recorrido FIT, o menos pausas caminando.',
    },
  },
};

export default es;
