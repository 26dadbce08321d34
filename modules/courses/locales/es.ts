export default {
  courseFile: {
    fileEmpty: 'El archivo está vacío.',
    fileTooLarge: 'El archivo supera los {maxMb} MB.',
    formatUnsupported: 'Los archivos de tipo «{extension}» no son compatibles. Sube un archivo GPX, KML o KMZ.',
    formatComingSoon: 'Los archivos {format} llegarán pronto. Por ahora, sube un archivo GPX, KML o KMZ.',
    contentMismatch: 'Este archivo tiene la extensión .{format} pero no contiene datos {format}.',
    notText: 'Este archivo no es de texto. Un archivo {format} debe ser XML legible.',
    xmlMalformed: 'El archivo no es XML válido (línea {line}). Puede estar dañado o incompleto.',
    xmlDoctype: 'El archivo contiene una declaración DOCTYPE, que un recorrido nunca necesita. Se ha rechazado por seguridad.',
    archiveInvalid: 'El archivo KMZ no es un archivo zip legible.',
    archiveTooLarge: 'El archivo KMZ descomprimido supera los {maxMb} MB.',
    archiveTooManyEntries: 'El archivo KMZ contiene más de {max} archivos.',
    archiveNoKml: 'El archivo KMZ no contiene ningún archivo KML.',
    tooFewPoints: 'El recorrido tiene {count} {{punto utilizable|puntos utilizables}}; se necesitan al menos 2.',
    tooManyPoints: 'El recorrido tiene más de {max} puntos.',
    coordinateInvalid:
      'El punto {point} tiene una posición no válida (la latitud debe estar entre -90 y 90 y la longitud entre -180 y 180).',
    timesOutOfOrder: 'Las marcas de tiempo de {count} {{punto|puntos}} retroceden en el tiempo. La grabación parece dañada.',
    courseTooShort: 'El recorrido solo mide {lengthM} m; se necesitan al menos {minM} m.',
  },
};
