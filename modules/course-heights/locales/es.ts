import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const es: MessageShape<typeof en> = {
  courseHeights: {
    title: 'Altitudes',
    uploadTitle: 'Corregir las altitudes con carreras grabadas',
    uploadIntro:
      'Añade una o varias grabaciones de esta carrera desde un reloj o una aplicación (GPX, TCX o FIT, con horas y altitudes). Solo se guardan las altitudes que se obtienen de ellas: nunca los archivos, las posiciones ni las horas.',
    suggestTitle: 'Proponer mejores altitudes',
    suggestIntro:
      '¿Corriste esta carrera con reloj? Propón altitudes corregidas a partir de tu grabación (GPX, TCX o FIT): el equipo las revisa. Solo se guardan las altitudes obtenidas, nunca tus posiciones ni tus horas.',
    runs: 'Carreras grabadas',
    submit: 'Comparar las altitudes',
    suggest: 'Enviar mi propuesta',
    pendingTitle: 'Altitudes corregidas pendientes de decisión',
    suggestion: 'Propuestas por un corredor el {date}',
    proposal: 'Subidas el {date}',
    before: 'Archivo del recorrido',
    after: 'Corregidas',
    compareLabel: 'Perfil de altitud: altitudes del archivo y altitudes corregidas',
    figure: 'Valor',
    gain: 'Desnivel positivo',
    loss: 'Desnivel negativo',
    max: 'Punto más alto',
    run: 'Carrera',
    offset: 'Desfase',
    fit: 'Ajuste (RMS)',
    coverage: 'Recorrido cubierto',
    accept: 'Aceptar',
    discard: 'Descartar',
    acceptLabel: 'Aceptar las altitudes subidas el {date}',
    discardLabel: 'Descartar las altitudes subidas el {date}',
    use: 'Altitudes en uso',
    useFile: 'Las altitudes del archivo ({gain} de subida)',
    useRuns: 'Corregidas el {date} ({gain} de subida)',
    switch: 'Usar estas altitudes',
    publishedGain: 'Desnivel positivo publicado (m)',
    publishedGainHint: 'Tal como lo publica la carrera; déjalo vacío si no se conoce.',
    savePublishedGain: 'Guardar el desnivel publicado',
    terrainTitle: 'Recalcular el perfil con el terreno',
    terrainIntro:
      'Tomar las altitudes de un modelo de terreno a lo largo del recorrido en lugar de las del archivo. Donde el archivo mantiene un puente a nivel sobre un río o un valle, se conservan sus altitudes. Comparas los dos perfiles antes de aceptar.',
    terrainSubmit: 'Recalcular el perfil con el terreno',
    terrainProposal: 'Del modelo de terreno, el {date}',
    terrainBridges: '{count} {{puente conservado|puentes conservados}} del archivo del recorrido: {where}.',
    terrainNoBridges: 'No se encontró ningún puente: se usan las altitudes del terreno en todo el recorrido.',
    terrainStretch: 'km {from}–{to}',
    useTerrain: 'Del terreno el {date} ({gain} de subida)',
  },
  courseQuality: {
    title: 'De dónde vienen las altitudes',
    source: 'Origen',
    sourceFile: 'el archivo del recorrido',
    sourceRuns: '{count} {{carrera grabada|carreras grabadas}}',
    sourceTerrain: 'el modelo de terreno ({count} {{puente conservado|puentes conservados}} del archivo)',
    points: 'Puntos con altitud',
    pointsValue: '{with} de {count}',
    spacing: 'Distancia entre puntos',
    resolution: 'Precisión de las altitudes',
    resolutionFine: 'más fina que 0,1 m',
    cleaned: 'Eliminados',
    cleanedValue: '{spikes} {{pico|picos}}, {jumps} {{salto|saltos}} de altímetro, {outliers} {{pendiente anómala|pendientes anómalas}}',
    measuredGain: 'Desnivel medido',
    publishedGain: 'Desnivel publicado',
    groundHeights:
      'Las altitudes de este archivo parecen ser las del terreno: los puentes y pasos elevados pueden aparecer planos. Añade una carrera grabada para corregirlos.',
    noElevation: 'Este archivo no tiene altitudes: el recorrido se calcula como llano. Añade una carrera grabada para corregirlo.',
    sparse:
      'Los puntos del archivo están a {metres} m unos de otros: pueden faltar cuestas cortas. Añade una carrera grabada para corregirlas.',
    noisy: 'Las altitudes tenían ruido: se eliminaron {count} picos y saltos. Compara el perfil con el de la carrera.',
    gainMismatch:
      'El desnivel medido ({measured}) difiere del publicado ({published}) en un {percent} %: puede que las altitudes no sean fiables. Añade una carrera grabada para corregirlas.',
    band: {
      groundHeights: 'Altitudes del archivo: pueden faltar los puentes.',
      noElevation: 'Archivo sin altitudes: recorrido calculado llano.',
      sparse: 'Puntos del archivo a {metres} m: pueden faltar cuestas cortas.',
      noisy: 'Se eliminaron {count} picos de altitud.',
      gainMismatch: 'Desnivel {measured}, publicado {published}.',
    },
  },
};

export default es;
