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
    runFormatUnsupported: 'Los archivos «{extension}» no son carreras grabadas. Sube un archivo GPX, TCX o FIT de tu reloj o aplicación.',
    fitDamaged:
      'Este archivo FIT está dañado (su suma de comprobación no coincide): exporta de nuevo la actividad desde tu reloj o aplicación.',
    runNoTimes:
      'Este archivo no tiene horas: parece una ruta dibujada, no una carrera grabada. Sube la actividad grabada durante la carrera.',
    runNoElevation: 'Esta grabación no tiene altitudes, así que no puede corregir el desnivel del recorrido.',
    runTooLong:
      'Esta grabación dura {hours} horas, más de lo que lleva este recorrido incluso caminando ({maxHours} horas): no es una carrera de este recorrido.',
    runOffCourse:
      'Esta carrera se aleja más de {maxM} m del recorrido durante el {share} % de su longitud (se admite como máximo el {maxShare} %), primero cerca del km {km}: no es una carrera de este recorrido.',
    runPartial: 'Esta carrera cubre solo el {percent} % del recorrido: sube la grabación de la carrera completa.',
    tooManyRuns: 'Como máximo {max} carreras grabadas a la vez.',
    terrainOff: 'Este sitio no tiene ningún modelo de terreno configurado (TERRAIN_URL o TERRAIN_DIR).',
    terrainUnavailable: 'El servicio de terreno no respondió ({reason}). Inténtalo más tarde.',
    terrainTimeout: 'El servicio de terreno no respondió en {seconds} s. Inténtalo más tarde.',
    terrainBadAnswer: 'El servicio de terreno no envió altitudes ({reason}). No se guardó nada.',
    terrainBadTile: 'La tesela de terreno {file} no se puede leer como un GeoTIFF en latitud y longitud.',
    terrainNoTiles: 'La carpeta del terreno no contiene ninguna tesela GeoTIFF (.tif).',
    terrainNoCoverage: 'El modelo de terreno no tiene altitudes para el {percent} % de este recorrido: no lo cubre.',
  },
};
