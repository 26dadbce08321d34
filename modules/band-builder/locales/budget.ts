import type { Locale } from '../../../src/i18n/locales.ts';

/** The render budget's refusal (services/render-budget.ts), in four languages. */
export const budgetMessages: Record<Locale, { guest: string; member: string }> = {
  en: {
    guest:
      'This print is too large to make without an account: {bands} bands and {rows} rows, where visitors may print up to {maxBands} bands and {maxRows} rows at once. Log in for larger prints, or print fewer copies.',
    member:
      'This print is too large for one file: {bands} bands and {rows} rows, the most is {maxBands} bands and {maxRows} rows at once. Print it in several files.',
  },
  fr: {
    guest:
      'Cette impression est trop grande sans compte : {bands} bracelets et {rows} lignes, alors qu’un visiteur peut imprimer au plus {maxBands} bracelets et {maxRows} lignes à la fois. Connectez-vous pour de plus grandes impressions, ou imprimez moins de copies.',
    member:
      'Cette impression est trop grande pour un seul fichier : {bands} bracelets et {rows} lignes, le maximum est {maxBands} bracelets et {maxRows} lignes à la fois. Imprimez-la en plusieurs fichiers.',
  },
  es: {
    guest:
      'Esta impresión es demasiado grande sin cuenta: {bands} pulseras y {rows} filas, y un visitante puede imprimir como máximo {maxBands} pulseras y {maxRows} filas a la vez. Inicia sesión para impresiones más grandes o imprime menos copias.',
    member:
      'Esta impresión es demasiado grande para un solo archivo: {bands} pulseras y {rows} filas, el máximo es {maxBands} pulseras y {maxRows} filas a la vez. Imprímela en varios archivos.',
  },
  it: {
    guest:
      'Questa stampa è troppo grande senza un account: {bands} braccialetti e {rows} righe, mentre un visitatore può stampare al massimo {maxBands} braccialetti e {maxRows} righe alla volta. Accedi per stampe più grandi o stampa meno copie.',
    member:
      'Questa stampa è troppo grande per un solo file: {bands} braccialetti e {rows} righe, il massimo è {maxBands} braccialetti e {maxRows} righe alla volta. Stampala in più file.',
  },
};
