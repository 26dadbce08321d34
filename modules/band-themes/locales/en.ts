/** The band themes' words: the admin screens and the theme API's answers. */
const en = {
  bandThemes: {
    menu: 'Themes',
    pageTitle: 'Band themes',
    intro:
      'Themes runners can choose on the build page: a background image, a border image, the border width and where the background is anchored.',
    empty: 'No themes yet.',
    create: 'New theme',
    edit: 'Edit theme',
    editLink: 'Edit',
    name: 'Name',
    background: 'Background image (PNG or JPEG, at most {max})',
    border: 'Border image (PNG or JPEG, at most {max})',
    borderWidth: 'Border width (mm)',
    position: 'Background position',
    top: 'Top',
    center: 'Centre',
    bottom: 'Bottom',
    current: 'Current image',
    remove: 'Remove this image',
    save: 'Save',
    delete: 'Delete',
    savedToast: 'Saved successfully.',
    deletedToast: 'Deleted successfully.',
    fix: 'Please fix the highlighted fields.',
    nameRequired: 'Give the theme a name.',
    nameTooLong: 'The name can be at most {max} characters.',
    borderWidthRange: 'The border width must be between 0 and {max} mm.',
    positionUnknown: 'Choose top, centre or bottom.',
    imageType: 'The image must be a PNG or JPEG file.',
    imageTooLarge: 'The image is larger than {max}.',
    notFound: 'This theme does not exist.',
    list: 'Themes',
  },
} as const;

export default en;
