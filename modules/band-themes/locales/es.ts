import type { MessageShape } from '../../../src/i18n/messages-shape.ts';
import type en from './en.ts';

const es: MessageShape<typeof en> = {
  bandThemes: {
    menu: 'Temas',
    pageTitle: 'Temas de pulsera',
    intro:
      'Los temas que los corredores pueden elegir en la página de creación: una imagen de fondo, una imagen de borde, el ancho del borde y dónde se ancla el fondo.',
    empty: 'Todavía no hay temas.',
    create: 'Nuevo tema',
    edit: 'Editar el tema',
    editLink: 'Editar',
    name: 'Nombre',
    background: 'Imagen de fondo (PNG o JPEG, {max} como máximo)',
    border: 'Imagen de borde (PNG o JPEG, {max} como máximo)',
    borderWidth: 'Ancho del borde (mm)',
    position: 'Posición del fondo',
    top: 'Arriba',
    center: 'Centro',
    bottom: 'Abajo',
    current: 'Imagen actual',
    remove: 'Quitar esta imagen',
    save: 'Guardar',
    delete: 'Eliminar',
    savedToast: 'Guardado correctamente.',
    deletedToast: 'Eliminado correctamente.',
    fix: 'Corrige los campos señalados.',
    nameRequired: 'Ponle un nombre al tema.',
    nameTooLong: 'El nombre puede tener como máximo {max} caracteres.',
    borderWidthRange: 'El ancho del borde debe estar entre 0 y {max} mm.',
    positionUnknown: 'Elige arriba, centro o abajo.',
    imageType: 'La imagen debe ser un archivo PNG o JPEG.',
    imageTooLarge: 'La imagen supera {max}.',
    notFound: 'Este tema no existe.',
    list: 'Temas',
  },
};

export default es;
