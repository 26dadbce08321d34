export default {
  courseFile: {
    fileEmpty: 'Le fichier est vide.',
    fileTooLarge: 'Le fichier dépasse {maxMb} Mo.',
    formatUnsupported: 'Les fichiers de type « {extension} » ne sont pas pris en charge. Téléversez un fichier GPX, KML ou KMZ.',
    formatComingSoon: 'Les fichiers {format} arrivent bientôt. Pour l’instant, téléversez un fichier GPX, KML ou KMZ.',
    contentMismatch: 'Ce fichier porte l’extension .{format} mais ne contient pas de données {format}.',
    notText: 'Ce fichier n’est pas un fichier texte. Un fichier {format} doit être du XML lisible.',
    xmlMalformed: 'Le fichier n’est pas du XML valide (ligne {line}). Il est peut-être endommagé ou tronqué.',
    xmlDoctype: 'Le fichier contient une déclaration DOCTYPE, dont un parcours n’a jamais besoin. Il a été refusé par sécurité.',
    archiveInvalid: 'Le fichier KMZ n’est pas une archive zip lisible.',
    archiveTooLarge: 'L’archive KMZ décompressée dépasse {maxMb} Mo.',
    archiveTooManyEntries: 'L’archive KMZ contient plus de {max} fichiers.',
    archiveNoKml: 'L’archive KMZ ne contient aucun fichier KML.',
    tooFewPoints: 'Le parcours compte {count} {{point utilisable|points utilisables}} ; il en faut au moins 2.',
    tooManyPoints: 'Le parcours compte plus de {max} points.',
    coordinateInvalid:
      'Le point {point} a une position invalide (la latitude doit être comprise entre -90 et 90, la longitude entre -180 et 180).',
    timesOutOfOrder: 'Les horodatages de {count} {{point|points}} remontent le temps. L’enregistrement semble endommagé.',
    courseTooShort: 'Le parcours ne mesure que {lengthM} m ; il faut au moins {minM} m.',
    runFormatUnsupported:
      'Les fichiers « {extension} » ne sont pas des sorties enregistrées. Envoyez un fichier GPX, TCX ou FIT de votre montre ou de votre application.',
    fitDamaged:
      'Ce fichier FIT est endommagé (sa somme de contrôle ne correspond pas) : exportez de nouveau l’activité depuis votre montre ou votre application.',
    runNoTimes:
      'Ce fichier ne contient pas d’heures : il ressemble à un tracé dessiné, pas à une course enregistrée. Envoyez l’activité enregistrée pendant la course.',
    runNoElevation: 'Cet enregistrement n’a pas d’altitudes : il ne peut pas corriger le dénivelé du parcours.',
    runTooLong:
      'Cet enregistrement dure {hours} heures, plus que ce parcours ne prend même en marchant ({maxHours} heures) : ce n’est pas une course sur ce parcours.',
    runOffCourse:
      'Cette course s’écarte de plus de {maxM} m du parcours sur {share} % de sa longueur ({maxShare} % au plus sont admis), d’abord vers le km {km} : ce n’est pas une course sur ce parcours.',
    runPartial: 'Cette course ne couvre que {percent} % du parcours : envoyez l’enregistrement de la course entière.',
    tooManyRuns: 'Au plus {max} courses enregistrées à la fois.',
    terrainOff: 'Aucun modèle de terrain n’est configuré sur ce site (TERRAIN_URL ou TERRAIN_DIR).',
    terrainUnavailable: 'Le service de terrain n’a pas répondu ({reason}). Réessayez plus tard.',
    terrainTimeout: 'Le service de terrain n’a pas répondu en {seconds} s. Réessayez plus tard.',
    terrainBadAnswer: 'Le service de terrain n’a pas envoyé d’altitudes ({reason}). Rien n’a été conservé.',
    terrainBadTile: 'La dalle de terrain {file} n’est pas lisible comme un GeoTIFF en latitude et longitude.',
    terrainNoTiles: 'Le dossier du terrain ne contient aucune dalle GeoTIFF (.tif).',
    terrainNoCoverage: 'Le modèle de terrain n’a pas d’altitude pour {percent} % de ce parcours : il ne le couvre pas.',
  },
};
