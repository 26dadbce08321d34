import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const fr: MessageShape<typeof en> = {
  bandThemes: {
    menu: 'Thèmes',
    pageTitle: 'Thèmes de bracelet',
    intro:
      'Les thèmes que les coureurs peuvent choisir sur la page de création : une image de fond, une image de bordure, la largeur de la bordure et l’ancrage du fond.',
    empty: 'Aucun thème pour l’instant.',
    create: 'Nouveau thème',
    edit: 'Modifier le thème',
    editLink: 'Modifier',
    name: 'Nom',
    background: 'Image de fond (PNG ou JPEG, {max} au plus)',
    border: 'Image de bordure (PNG ou JPEG, {max} au plus)',
    borderWidth: 'Largeur de la bordure (mm)',
    position: 'Position du fond',
    top: 'En haut',
    center: 'Au centre',
    bottom: 'En bas',
    current: 'Image actuelle',
    remove: 'Retirer cette image',
    save: 'Enregistrer',
    delete: 'Supprimer',
    savedToast: 'Enregistré avec succès.',
    deletedToast: 'Supprimé avec succès.',
    fix: 'Veuillez corriger les champs signalés.',
    nameRequired: 'Donnez un nom au thème.',
    nameTooLong: 'Le nom peut compter au plus {max} caractères.',
    borderWidthRange: 'La largeur de la bordure doit être comprise entre 0 et {max} mm.',
    positionUnknown: 'Choisissez en haut, au centre ou en bas.',
    imageType: 'L’image doit être un fichier PNG ou JPEG.',
    imageTooLarge: 'L’image dépasse {max}.',
    notFound: 'Ce thème n’existe pas.',
    list: 'Thèmes',
  },
};

export default fr;
