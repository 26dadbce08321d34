import type { PlanMessages } from './en.ts';

const es = {
  plan: {
    invalidType: 'Este valor no tiene el tipo correcto.',
    invalidNumber: 'Introduce un número.',
    goalFormat: 'Introduce el tiempo objetivo como H:MM:SS o MM:SS (recibido «{value}»).',
    goalTooFast: 'Un objetivo de {goal} en {distance} {unit} es más rápido que el ritmo del récord mundial. Revisa el tiempo.',
    goalTooSlow: 'Un objetivo de {goal} en {distance} {unit} es más lento que caminar a 3 km/h. Revisa el tiempo.',
    bandsEmpty: 'Añade al menos una pulsera con un tiempo objetivo.',
    bandsTooMany: 'Como máximo {max} tiempos objetivo distintos por pedido.',
    countInvalid: 'El número de copias debe ser un número entero de 1 a {max}.',
    distanceMissing: 'Elige una distancia o sube un recorrido.',
    distanceRange: 'La distancia debe estar entre {min} km y {max} km.',
    unitUnknown: 'La unidad debe ser km o mi.',
    strategyUnknown: 'Estrategia de ritmo desconocida. Elige ritmo constante, esfuerzo constante o esfuerzo x2.',
    effortModelUnknown: 'Modelo de esfuerzo desconocido. Elige datos de corredores o coste metabólico.',
    myHillsMissing:
      'Mis cuestas necesita tu propio modelo de cuestas: inicia sesión y calcúlalo con 3 carreras grabadas en tu página Mis cuestas, o elige otro modelo.',
    orderUnknown: 'El orden debe ser ascendente o descendente.',
    lapTimesUnknown: 'Los tiempos por vuelta pueden ocultarse o mostrarse por km o por milla.',
    everyInvalid: 'El intervalo entre filas debe ser mayor que cero.',
    everyTooLarge: 'El intervalo entre filas ({every} {unit}) es más largo que la carrera ({distance} {unit}).',
    tooManyRows: 'Este intervalo da {rows} filas; una pulsera admite como máximo {max}.',
    rowsByUnknown: 'Las filas siguen la distancia o el relieve.',
    uphillEffortRange: 'El esfuerzo en subida debe estar entre {min} y {max}.',
    downhillEffortRange: 'El esfuerzo en bajada debe estar entre {min} y {max}.',
    negativeSplitRange: 'La diferencia entre las dos mitades debe estar entre {min} % y {max} %.',
    temperatureScaleUnknown: 'La escala de temperatura debe ser °C o °F.',
    temperatureRange: 'La temperatura debe estar entre {min} y {max} °{scale}.',
    dewPointRange: 'El punto de rocío debe estar entre {min} y {max} °{scale}.',
    dewPointAboveTemperature: 'El punto de rocío no puede superar la temperatura.',
    fadeSecondsRange: 'La pérdida de ritmo debe estar entre {min} y {max} segundos por {unit}.',
    fadeAfterInvalid: 'Indica dónde empieza la pérdida de ritmo, más allá de 0 {unit}.',
    fadeAfterTooLate: 'Una pérdida de ritmo después de {after} {unit} nunca empieza en una carrera de {distance} {unit}.',
    abBandGoals: 'Una pulsera A/B necesita dos tiempos objetivo: añade una segunda pulsera.',
    abBandWalk:
      'Una pulsera A/B no admite caminar cada pocos minutos (cae en lugares distintos para cada objetivo). Camina por distancia o en los avituallamientos.',
    zoneKindUnknown: 'El ritmo de salida y de llegada debe ser lento, normal o rápido.',
    zoneLengthInvalid: 'El tramo de salida o de llegada debe ser mayor que 0 {unit}.',
    zonesTooLong: 'Los tramos de salida y de llegada ({length} {unit}) son más largos que la carrera ({distance} {unit}).',
    walkKindUnknown: 'Estrategia de caminata desconocida.',
    walkRunInvalid: 'El tiempo de carrera entre pausas para caminar debe ser de al menos {min} {{minuto|minutos}}.',
    walkSecondsInvalid: 'Una pausa para caminar debe durar entre 1 y {max} segundos.',
    walkEveryInvalid: 'La distancia entre pausas para caminar debe ser de al menos {min} {unit}.',
    walkEveryTooLarge: 'Pausas cada {every} {unit} nunca ocurren en una carrera de {distance} {unit}.',
    walkSpeedInvalid: 'La velocidad al caminar debe estar entre {min} y {max} {unit}/h.',
    walkSpeedTooFast: 'Caminar a {speed} {unit}/h no es más lento que el ritmo medio necesario para {goal}.',
    walkNoAidStations:
      'Este recorrido no tiene avituallamientos donde caminar. Añádelos en la página del recorrido o elige otra estrategia de marcha.',
    fadeTooLarge:
      'Una pérdida de {fade} por {unit} no deja tiempo para correr el resto de la carrera en {goal}. Elige una pérdida menor o que empiece más tarde.',
    walkTooLong: 'Las pausas para caminar ocupan todo el tiempo objetivo de {goal}: no queda tiempo para correr.',
    runningTooFast: 'Con estas pausas tendrías que correr a {pace} por {unit} para terminar en {goal}, más rápido que el récord mundial.',
  } satisfies PlanMessages,
};

export default es;
