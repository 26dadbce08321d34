import type { PlanMessages } from './en.ts';

const it = {
  plan: {
    invalidType: 'Questo valore non ha il tipo corretto.',
    invalidNumber: 'Inserisci un numero.',
    goalFormat: 'Inserisci il tempo obiettivo come H:MM:SS o MM:SS (ricevuto «{value}»).',
    goalTooFast: 'Un obiettivo di {goal} su {distance} {unit} è più veloce del ritmo del record del mondo. Controlla il tempo.',
    goalTooSlow: 'Un obiettivo di {goal} su {distance} {unit} è più lento di una camminata a 3 km/h. Controlla il tempo.',
    bandsEmpty: 'Aggiungi almeno un braccialetto con un tempo obiettivo.',
    bandsTooMany: 'Al massimo {max} tempi obiettivo diversi per ordine.',
    countInvalid: 'Il numero di copie deve essere un numero intero da 1 a {max}.',
    distanceMissing: 'Scegli una distanza o carica un percorso.',
    distanceRange: 'La distanza deve essere compresa tra {min} km e {max} km.',
    unitUnknown: "L'unità deve essere km o mi.",
    strategyUnknown: 'Strategia di ritmo sconosciuta. Scegli ritmo costante, sforzo costante o sforzo x2.',
    effortModelUnknown: 'Modello di sforzo sconosciuto. Scegli dati dei corridori o costo metabolico.',
    myHillsMissing:
      'Le mie salite richiede il tuo modello di salite: accedi e calcolalo da 3 corse registrate nella pagina Le mie salite, oppure scegli un altro modello.',
    orderUnknown: "L'ordine deve essere crescente o decrescente.",
    lapTimesUnknown: 'I tempi sul giro possono essere nascosti o mostrati per km o per miglio.',
    everyInvalid: "L'intervallo tra le righe deve essere maggiore di zero.",
    everyTooLarge: "L'intervallo tra le righe ({every} {unit}) è più lungo della gara ({distance} {unit}).",
    tooManyRows: 'Questo intervallo dà {rows} righe; un braccialetto ne contiene al massimo {max}.',
    rowsByUnknown: 'Le righe seguono la distanza o il terreno.',
    uphillEffortRange: 'Lo sforzo in salita deve essere compreso tra {min} e {max}.',
    downhillEffortRange: 'Lo sforzo in discesa deve essere compreso tra {min} e {max}.',
    negativeSplitRange: 'La differenza tra le due metà deve essere compresa tra {min} % e {max} %.',
    temperatureScaleUnknown: 'La scala della temperatura deve essere °C o °F.',
    temperatureRange: 'La temperatura deve essere compresa tra {min} e {max} °{scale}.',
    dewPointRange: 'Il punto di rugiada deve essere compreso tra {min} e {max} °{scale}.',
    dewPointAboveTemperature: 'Il punto di rugiada non può superare la temperatura.',
    fadeSecondsRange: 'Il calo deve essere compreso tra {min} e {max} secondi per {unit}.',
    fadeAfterInvalid: 'Indica dove inizia il calo, oltre 0 {unit}.',
    fadeAfterTooLate: 'Un calo dopo {after} {unit} non inizia mai in una gara di {distance} {unit}.',
    abBandGoals: 'Un braccialetto A/B richiede due tempi obiettivo: aggiungi un secondo braccialetto.',
    abBandWalk:
      'Un braccialetto A/B non può prevedere pause di camminata ogni pochi minuti (cadono in punti diversi per ogni obiettivo). Cammina a distanza o ai ristori.',
    zoneKindUnknown: 'Il ritmo di partenza e di arrivo deve essere lento, regolare o veloce.',
    zoneLengthInvalid: 'Il tratto di partenza o di arrivo deve essere più lungo di 0 {unit}.',
    zonesTooLong: 'I tratti di partenza e di arrivo ({length} {unit}) sono più lunghi della gara ({distance} {unit}).',
    walkKindUnknown: 'Strategia di camminata sconosciuta.',
    walkRunInvalid: 'Il tempo di corsa tra le pause di camminata deve essere di almeno {min} {{minuto|minuti}}.',
    walkSecondsInvalid: 'Una pausa di camminata deve durare tra 1 e {max} secondi.',
    walkEveryInvalid: 'La distanza tra le pause di camminata deve essere di almeno {min} {unit}.',
    walkEveryTooLarge: 'Pause ogni {every} {unit} non avvengono mai in una gara di {distance} {unit}.',
    walkSpeedInvalid: 'La velocità di camminata deve essere compresa tra {min} e {max} {unit}/h.',
    walkSpeedTooFast: 'Camminare a {speed} {unit}/h non è più lento del ritmo medio necessario per {goal}.',
    walkNoAidStations:
      'Questo percorso non ha ristori in cui camminare. Aggiungili nella pagina del percorso o scegli un’altra strategia di cammino.',
    fadeTooLarge:
      'Un calo di {fade} per {unit} non lascia tempo per correre il resto della gara in {goal}. Scegli un calo minore o che inizi più tardi.',
    walkTooLong: 'Le pause di camminata occupano tutto il tempo obiettivo di {goal}: non resta tempo per correre.',
    runningTooFast: 'Con queste pause dovresti correre a {pace} al {unit} per finire in {goal}, più veloce del record del mondo.',
  } satisfies PlanMessages,
};

export default it;
