import type { EntityManager } from '@mikro-orm/postgresql';
import { seedContent, type FaqSeed, type NewsSeed } from './data/content.repository.ts';

/** A fresh site's news and FAQ, so it does not look empty. Safe to run at every start. */
export const NEWS: NewsSeed[] = [
  {
    slug: 'welcome-to-paceband',
    publishDateFrom: new Date('2026-11-01T08:00:00Z'),
    title: {
      en: 'Welcome to the new Paceband',
      fr: 'Bienvenue sur le nouveau Paceband',
      es: 'Bienvenido al nuevo Paceband',
      it: 'Benvenuti nel nuovo Paceband',
    },
    body: {
      en: 'Paceband has been rebuilt from the ground up: faster pages in four languages and pacing that follows the hills of your course.',
      fr: 'Paceband a été entièrement reconstruit : des pages plus rapides en quatre langues et des allures qui suivent les côtes de votre parcours.',
      es: 'Paceband se ha reconstruido desde cero: páginas más rápidas en cuatro idiomas y ritmos que siguen las cuestas de tu recorrido.',
      it: 'Paceband è stato ricostruito da zero: pagine più veloci in quattro lingue e passi che seguono le salite del tuo percorso.',
    },
  },
  {
    slug: 'even-effort-pacing',
    publishDateFrom: new Date('2026-11-10T08:00:00Z'),
    title: {
      en: 'Even effort: pacing that respects the hills',
      fr: 'Effort constant : une allure qui respecte les côtes',
      es: 'Esfuerzo constante: un ritmo que respeta las cuestas',
      it: 'Sforzo costante: un passo che rispetta le salite',
    },
    body: {
      en: 'The default strategy now spreads your goal time by the energy cost of running each grade, so the same effort carries you over every climb.',
      fr: 'La stratégie par défaut répartit désormais votre temps selon le coût énergétique de chaque pente : le même effort vous porte dans chaque montée.',
      es: 'La estrategia por defecto reparte ahora tu tiempo según el coste energético de cada pendiente: el mismo esfuerzo te lleva por cada subida.',
      it: 'La strategia predefinita distribuisce ora il tuo tempo secondo il costo energetico di ogni pendenza: lo stesso sforzo ti porta su ogni salita.',
    },
  },
  {
    slug: 'four-languages',
    publishDateFrom: new Date('2026-11-20T08:00:00Z'),
    title: {
      en: 'Now in Italian too',
      fr: 'Désormais aussi en italien',
      es: 'Ahora también en italiano',
      it: 'Ora anche in italiano',
    },
    body: {
      en: 'Paceband speaks English, French, Spanish and Italian. Pick your language from the top bar; we remember it for a year.',
      fr: 'Paceband parle anglais, français, espagnol et italien. Choisissez votre langue dans la barre du haut ; nous la retenons un an.',
      es: 'Paceband habla inglés, francés, español e italiano. Elige tu idioma en la barra superior; lo recordamos durante un año.',
      it: 'Paceband parla inglese, francese, spagnolo e italiano. Scegli la lingua dalla barra in alto; la ricordiamo per un anno.',
    },
  },
];

export const FAQ: FaqSeed[] = [
  {
    key: 'what-is-a-pace-band',
    position: 10,
    question: {
      en: 'What is a pace band?',
      fr: 'Qu’est-ce qu’un bracelet d’allure ?',
      es: '¿Qué es una pulsera de ritmo?',
      it: 'Che cos’è un braccialetto del passo?',
    },
    answer: {
      en: 'A paper strip worn on the wrist that lists the time you should reach each kilometre or mile marker to finish in your goal time.',
      fr: 'Une bande de papier portée au poignet qui indique le temps de passage visé à chaque kilomètre ou mille pour finir dans votre objectif.',
      es: 'Una tira de papel que se lleva en la muñeca con el tiempo de paso de cada kilómetro o milla para terminar en tu tiempo objetivo.',
      it: 'Una striscia di carta da polso con il tempo di passaggio a ogni chilometro o miglio per arrivare al tuo tempo obiettivo.',
    },
  },
  {
    key: 'is-it-free',
    position: 20,
    question: { en: 'Is it free?', fr: 'Est-ce gratuit ?', es: '¿Es gratis?', it: 'È gratis?' },
    answer: {
      en: 'Yes. Building, downloading and printing bands yourself is free and needs no account. Donations keep the service running.',
      fr: 'Oui. Créer, télécharger et imprimer vos bracelets est gratuit et sans compte. Les dons font vivre le service.',
      es: 'Sí. Crear, descargar e imprimir tus pulseras es gratis y no requiere cuenta. Las donaciones mantienen el servicio.',
      it: 'Sì. Creare, scaricare e stampare i braccialetti è gratis e non serve un account. Le donazioni mantengono il servizio.',
    },
  },
  {
    key: 'wrist-size',
    position: 30,
    question: {
      en: 'How do I measure my wrist?',
      fr: 'Comment mesurer mon poignet ?',
      es: '¿Cómo mido mi muñeca?',
      it: 'Come misuro il polso?',
    },
    answer: {
      en: 'Measure the exact circumference of your wrist with a soft tape; you may add 1 cm or half an inch so the band closes comfortably.',
      fr: 'Mesurez la circonférence exacte de votre poignet avec un ruban souple ; vous pouvez ajouter 1 cm ou un demi-pouce pour fermer le bracelet confortablement.',
      es: 'Mide la circunferencia exacta de tu muñeca con una cinta flexible; puedes añadir 1 cm o media pulgada para cerrarla con comodidad.',
      it: 'Misura la circonferenza esatta del polso con un metro da sarta; puoi aggiungere 1 cm o mezzo pollice per chiuderlo comodamente.',
    },
  },
  {
    key: 'print-size',
    position: 40,
    question: {
      en: 'My printed band is too small. Why?',
      fr: 'Mon bracelet imprimé est trop petit. Pourquoi ?',
      es: 'Mi pulsera impresa es demasiado pequeña. ¿Por qué?',
      it: 'Il braccialetto stampato è troppo piccolo. Perché?',
    },
    answer: {
      en: 'Print the PDF at 100% (actual size), not "fit to page". Each band carries a scale mark you can check with a ruler.',
      fr: 'Imprimez le PDF à 100 % (taille réelle), pas « ajuster à la page ». Chaque bracelet porte une échelle à vérifier avec une règle.',
      es: 'Imprime el PDF al 100 % (tamaño real), no «ajustar a la página». Cada pulsera lleva una escala que puedes comprobar con una regla.',
      it: 'Stampa il PDF al 100% (dimensioni reali), non "adatta alla pagina". Ogni braccialetto ha una scala da verificare con un righello.',
    },
  },
];

export async function seed(em: EntityManager): Promise<{ news: number; faq: number }> {
  return seedContent(em, NEWS, FAQ);
}
