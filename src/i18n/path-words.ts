import type { Locale } from './locales.ts';

/**
 * Translated path words (SPEC 2). English, French and Italian words come from the spec; Spanish ones
 * and the words the spec leaves out are ours. A word must be unique within its language.
 */
const SPEC_WORDS = {
  admin: { en: 'admin', fr: 'admin', es: 'admin', it: 'admin' },
  build: { en: 'build', fr: 'construire', es: 'construir', it: 'costruisci' },
  calendar: { en: 'calendar', fr: 'calendrier', es: 'calendario', it: 'calendario' },
  contact: { en: 'contact', fr: 'contact', es: 'contacto', it: 'contatti' },
  copy: { en: 'copy', fr: 'copier', es: 'copiar', it: 'copiare' },
  course: { en: 'course', fr: 'parcours', es: 'recorrido', it: 'percorso' },
  create: { en: 'create', fr: 'creer', es: 'crear', it: 'crea' },
  donate: { en: 'donate', fr: 'faire-un-don', es: 'donar', it: 'dona' },
  // SPEC 2's Italian list gives "inserisci" where the French one has "modifier" (edit).
  edit: { en: 'edit', fr: 'modifier', es: 'editar', it: 'inserisci' },
  faq: { en: 'faq', fr: 'faq', es: 'preguntas-frecuentes', it: 'faq' },
  forgottenPassword: {
    en: 'forgotten-password',
    fr: 'mot-de-passe-oublie',
    es: 'contrasena-olvidada',
    it: 'password-dimenticata',
  },
  home: { en: 'home', fr: 'accueil', es: 'inicio', it: 'home' },
  import: { en: 'import', fr: 'importer', es: 'importar', it: 'importa' },
  login: { en: 'login', fr: 'connecter', es: 'iniciar-sesion', it: 'accedi' },
  logout: { en: 'logout', fr: 'deconnecter', es: 'cerrar-sesion', it: 'esci' },
  news: { en: 'whats-new', fr: 'nouveautes', es: 'novedades', it: 'novita' },
  order: { en: 'order', fr: 'commande', es: 'pedido', it: 'ordine' },
  paceBands: { en: 'pace-bands', fr: 'bracelets-allure', es: 'pulseras-de-ritmo', it: 'braccialetti-passo' },
  password: { en: 'password', fr: 'mot-de-passe', es: 'contrasena', it: 'parola-chiave' },
  passwordEmail: { en: 'password-email', fr: 'mot-de-passe-courriel', es: 'contrasena-correo', it: 'password-email' },
  predictor: { en: 'predictor', fr: 'predicteur', es: 'predictor', it: 'predittore' },
  privacy: { en: 'privacy', fr: 'confidentialite', es: 'privacidad', it: 'privacy' },
  profile: { en: 'profile', fr: 'profil', es: 'perfil', it: 'profilo' },
  promo: { en: 'promo', fr: 'promo', es: 'promocion', it: 'promozione' },
  register: { en: 'register', fr: 'inscrire', es: 'registro', it: 'registrati' },
  resetPassword: {
    en: 'reset-password',
    fr: 'reinitialiser-mot-de-passe',
    es: 'restablecer-contrasena',
    it: 'resetta-password',
  },
  search: { en: 'search', fr: 'rechercher', es: 'buscar', it: 'ricercare' },
  siteMap: { en: 'site-map', fr: 'carte-du-site', es: 'mapa-del-sitio', it: 'mappa-del-sito' },
  terms: { en: 'terms', fr: 'conditions', es: 'condiciones', it: 'termini' },
  theme: { en: 'theme', fr: 'theme', es: 'tema', it: 'tema' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Words by key: SPEC 2's and those modules register with their routes. */
export const PATH_WORDS: Record<string, Record<Locale, string>> = { ...SPEC_WORDS };

export type PathWord = keyof typeof SPEC_WORDS | (string & {});

/** Adds a module's path words; a key already taken with other words, or a word already used in a language, throws. */
export function registerPathWords(words: Record<string, Record<Locale, string>>): void {
  for (const [key, byLocale] of Object.entries(words)) {
    const existing = PATH_WORDS[key];
    if (existing) {
      if (JSON.stringify(existing) !== JSON.stringify(byLocale)) throw new Error(`path word ${key} is defined twice`);
      continue;
    }
    for (const [locale, word] of Object.entries(byLocale) as Array<[Locale, string]>) {
      const clash = Object.entries(PATH_WORDS).find(([, w]) => w[locale] === word);
      if (clash) throw new Error(`path word ${key}: "${word}" is already ${clash[0]} in ${locale}`);
    }
    PATH_WORDS[key] = byLocale;
  }
}
