import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const it: MessageShape<typeof en> = {
  bandThemes: {
    menu: 'Temi',
    pageTitle: 'Temi del braccialetto',
    intro:
      'I temi che i corridori possono scegliere nella pagina di creazione: un’immagine di sfondo, un’immagine del bordo, la larghezza del bordo e dove si ancora lo sfondo.',
    empty: 'Ancora nessun tema.',
    create: 'Nuovo tema',
    edit: 'Modifica il tema',
    editLink: 'Modifica',
    name: 'Nome',
    background: 'Immagine di sfondo (PNG o JPEG, al massimo {max})',
    border: 'Immagine del bordo (PNG o JPEG, al massimo {max})',
    borderWidth: 'Larghezza del bordo (mm)',
    position: 'Posizione dello sfondo',
    top: 'In alto',
    center: 'Al centro',
    bottom: 'In basso',
    current: 'Immagine attuale',
    remove: 'Rimuovi questa immagine',
    save: 'Salva',
    delete: 'Elimina',
    savedToast: 'Salvato correttamente.',
    deletedToast: 'Eliminato correttamente.',
    fix: 'Correggi i campi evidenziati.',
    nameRequired: 'Dai un nome al tema.',
    nameTooLong: 'Il nome può avere al massimo {max} caratteri.',
    borderWidthRange: 'La larghezza del bordo deve essere tra 0 e {max} mm.',
    positionUnknown: 'Scegli in alto, al centro o in basso.',
    imageType: 'L’immagine deve essere un file PNG o JPEG.',
    imageTooLarge: 'L’immagine supera {max}.',
    notFound: 'Questo tema non esiste.',
    list: 'Temi',
  },
};

export default it;
