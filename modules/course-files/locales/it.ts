export default {
  courseFile: {
    fileEmpty: 'Il file è vuoto.',
    fileTooLarge: 'Il file supera i {maxMb} MB.',
    formatUnsupported: 'I file di tipo «{extension}» non sono supportati. Carica un file GPX, KML o KMZ.',
    formatComingSoon: 'I file {format} arriveranno presto. Per ora carica un file GPX, KML o KMZ.',
    contentMismatch: 'Questo file ha l’estensione .{format} ma non contiene dati {format}.',
    notText: 'Questo file non è un file di testo. Un file {format} deve essere XML leggibile.',
    xmlMalformed: 'Il file non è XML valido (riga {line}). Potrebbe essere danneggiato o incompleto.',
    xmlDoctype: 'Il file contiene una dichiarazione DOCTYPE, che a un percorso non serve mai. È stato rifiutato per sicurezza.',
    archiveInvalid: 'Il file KMZ non è un archivio zip leggibile.',
    archiveTooLarge: 'L’archivio KMZ decompresso supera i {maxMb} MB.',
    archiveTooManyEntries: 'L’archivio KMZ contiene più di {max} file.',
    archiveNoKml: 'L’archivio KMZ non contiene alcun file KML.',
    tooFewPoints: 'Il percorso ha {count} {{punto utilizzabile|punti utilizzabili}}; ne servono almeno 2.',
    tooManyPoints: 'Il percorso ha più di {max} punti.',
    coordinateInvalid:
      'Il punto {point} ha una posizione non valida (la latitudine deve essere tra -90 e 90, la longitudine tra -180 e 180).',
    timesOutOfOrder: 'Gli orari di {count} {{punto|punti}} tornano indietro nel tempo. La registrazione sembra danneggiata.',
    courseTooShort: 'Il percorso è lungo solo {lengthM} m; ne servono almeno {minM}.',
    runFormatUnsupported: 'I file «{extension}» non sono corse registrate. Carica un file GPX, TCX o FIT dal tuo orologio o dalla tua app.',
    fitDamaged:
      'Questo file FIT è danneggiato (la somma di controllo non corrisponde): esporta di nuovo l’attività dall’orologio o dall’app.',
    runNoTimes:
      'Questo file non ha orari: sembra un percorso disegnato, non una corsa registrata. Carica l’attività registrata durante la gara.',
    runNoElevation: 'Questa registrazione non ha altitudini, quindi non può correggere il dislivello del percorso.',
    runTooLong:
      'Questa registrazione dura {hours} ore, più di quanto richieda questo percorso anche camminando ({maxHours} ore): non è una corsa di questo percorso.',
    runOffCourse:
      'Questa corsa si allontana più di {maxM} m dal percorso per il {share} % della sua lunghezza (al massimo il {maxShare} %), la prima volta vicino al km {km}: non è una corsa di questo percorso.',
    runPartial: 'Questa corsa copre solo il {percent} % del percorso: carica la registrazione della gara intera.',
    tooManyRuns: 'Al massimo {max} corse registrate alla volta.',
    terrainOff: 'Su questo sito non è configurato alcun modello del terreno (TERRAIN_URL o TERRAIN_DIR).',
    terrainUnavailable: 'Il servizio del terreno non ha risposto ({reason}). Riprova più tardi.',
    terrainTimeout: 'Il servizio del terreno non ha risposto entro {seconds} s. Riprova più tardi.',
    terrainBadAnswer: 'Il servizio del terreno non ha inviato altitudini ({reason}). Non è stato salvato nulla.',
    terrainBadTile: 'La tessera del terreno {file} non si legge come un GeoTIFF in latitudine e longitudine.',
    terrainNoTiles: 'La cartella del terreno non contiene alcuna tessera GeoTIFF (.tif).',
    terrainNoCoverage: 'Il modello del terreno non ha altitudini per il {percent} % di questo percorso: non lo copre.',
  },
};
