// The number-formatting warm-up worker (src/ui/intl-warm-up.ts): formats once in the page's language.
globalThis.onmessage = (event) => {
  const language = event.data;
  try {
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(1.5);
    new Intl.PluralRules(language).select(1);
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  } catch {
    // A language tag Intl does not know: nothing to warm, the answer still goes.
  }
  globalThis.postMessage(0);
};
