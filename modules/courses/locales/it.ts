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
  },
};
