import type { HostMessages } from '../src/i18n/messages-shape.ts';

const es: HostMessages = {
  site: {
    name: 'Paceband',
    tagline: 'Pulseras de ritmo hechas a la medida de tu recorrido',
    pageTitle: '{title} | {site}',
  },
  nav: {
    main: 'Navegación principal',
    home: 'Inicio',
    build: 'Crear una pulsera de ritmo',
    buildShort: 'Crear',
    calendar: 'Calendario de carreras',
    predictor: 'Predictor de tiempos',
    news: 'Novedades',
    unreadNews: '{count} novedades sin leer',
    faq: 'Preguntas frecuentes',
    search: 'Buscar',
    donate: 'Donar',
    login: 'Iniciar sesión',
    logout: 'Cerrar sesión',
    userMenu: 'Menú de la cuenta',
    profile: 'Mi perfil',
    paceBands: 'Mis pulseras de ritmo',
    orderCreate: 'Pedir pulseras impresas',
    orders: 'Mis pedidos',
    courses: 'Mis recorridos',
    adminHome: 'Inicio de administración',
    adminNews: 'Gestión de novedades',
    adminPromos: 'Códigos promocionales',
    adminThemes: 'Temas',
    logViewer: 'Registros',
    stats: 'Estadísticas',
    language: 'Idioma',
    facebook: 'Paceband en Facebook',
    skipToContent: 'Saltar al contenido',
  },
  footer: {
    label: 'Pie de página',
    contact: 'Contacto',
    siteMap: 'Mapa del sitio',
    terms: 'Condiciones',
    privacy: 'Privacidad',
    cookies: 'Cookies',
    printService: 'Socio de impresión',
    cardPayments: 'Aceptamos tarjetas de pago',
    greenHosting: 'Alojado con energía renovable',
    freeSince: 'Gratis para corredores desde 2014.',
  },
  ui: {
    back: 'Volver',
    goTop: 'Volver arriba',
    loading: 'Cargando…',
    close: 'Cerrar',
    dismiss: 'Descartar',
  },
  toast: {
    success: 'Éxito',
    info: 'Información',
    warning: '¡Atención!',
    error: '¡Vaya!',
  },
  errors: {
    generic: 'Se produjo un error. Por favor, contáctanos.',
    e403: { title: 'Acceso denegado', text: 'No tienes permiso para acceder a esta página.' },
    e404: { title: 'Página no encontrada', text: 'La página que buscas no existe o se ha movido.' },
    e500: { title: 'Se produjo un error', text: 'Algo falló de nuestro lado. Inténtalo de nuevo.' },
    e503: { title: 'Sitio en mantenimiento', text: 'Estamos mejorando Paceband. Volvemos pronto.' },
    e999: {
      title: 'Algo salió mal',
      text: 'Inténtalo de nuevo, usa el botón atrás del navegador o vuelve a la página de inicio.',
    },
    home: 'Ir a la página de inicio',
    backHint: 'También puedes usar el botón atrás de tu navegador.',
    code: 'Error {code}',
  },
  home: {
    title: 'Pulseras de ritmo para tu carrera',
    heroTitle: 'Corre tu carrera, parcial a parcial',
    heroText:
      'Crea gratis una pulsera de ritmo imprimible hecha a la medida de tu recorrido real: cada cuesta, cada avituallamiento, tu tiempo objetivo y tu estrategia.',
    cta: 'Crear mi pulsera',
    examplesTitle: 'Así es una pulsera',
    examples: {
      evenEffort: {
        title: 'Esfuerzo constante en un recorrido con cuestas',
        text: 'Más lento en las subidas, más rápido en las bajadas: el mismo esfuerzo todo el camino y aun así tu tiempo objetivo.',
      },
      walkBreaks: {
        title: 'Estrategia correr-caminar',
        text: 'Las pausas para caminar están incluidas: la pulsera te dice a qué ritmo correr entre ellas.',
      },
      printing: {
        title: 'Impresa a tamaño real',
        text: 'Medida a tu muñeca y comprobable con una escala impresa. Pulseras impermeables enviadas por correo.',
      },
    },
    latestNews: 'Últimas novedades',
    allNews: 'Todas las novedades',
  },
  pages: {
    terms: { title: 'Condiciones de uso' },
    privacy: { title: 'Privacidad' },
    siteMap: { title: 'Mapa del sitio' },
  },
  legal: {
    termsBody:
      'Paceband es un servicio gratuito para corredores. Las pulseras se calculan con los datos que das y los recorridos que eliges; compruébalas con el recorrido oficial antes de la carrera. Conservas los derechos de los recorridos que subes y nos permites mostrar los recorridos públicos a otros corredores.',
    privacyBody:
      'Solo guardamos lo que el servicio necesita: tu cuenta si creas una, los recorridos y pulseras que guardas y tus pedidos. No vendemos datos. Paceband usa una cookie para recordar tu idioma (365 días) y, al iniciar sesión, una cookie de sesión.',
    cookiesTitle: 'Cookies',
    cookiesBody: 'lang: tu idioma de interfaz, 365 días. Cookie de sesión: mantiene tu sesión iniciada. Ninguna cookie publicitaria.',
  },
};

export default es;
