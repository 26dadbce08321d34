import { ZxcvbnFactory, type OptionsDictionary } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';
import * as it from '@zxcvbn-ts/language-it';
import type { PerLocale } from '../../../src/i18n/locales.ts';

/**
 * zxcvbn-ts's words and names for each interface language (@zxcvbn-ts/language-<lang>; null for
 * a language it has no package for: the common passwords and the other languages' words still count).
 */
const DICTIONARIES: PerLocale<OptionsDictionary | null> = { en: en.dictionary, fr: fr.dictionary, es: es.dictionary, it: it.dictionary };

/**
 * Refuses common and guessable passwords with zxcvbn-ts (offline: its dictionaries of common
 * passwords, words, first and last names in our languages, keyboard patterns, dates and
 * sequences ship with the packages). Score 0–1 ("too guessable", fewer than ~10^6 guesses) is
 * refused; from 2 on a rate-limited online attacker gets nowhere. The name and email of the
 * account count as known words, so "ann@example.com1" is as weak as "ann".
 */
const MIN_PASSWORD_SCORE = 2;

/**
 * Built on first use (about 35 ms; 28 MB of heap beside the dictionaries' own modules, as much
 * again) and kept: checks run in a thread of their own that exits a little while after the last
 * one (password-check.ts), and everything goes with it.
 */
let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: Object.assign({ ...common.dictionary }, ...Object.values(DICTIONARIES)),
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/** The words of the account itself: its name and the parts of its email address. */
function accountWords(inputs: readonly (string | null | undefined)[]): string[] {
  return inputs.flatMap((value) => (value ? [value, ...value.toLowerCase().split(/[^\p{L}\p{N}]+/u)] : [])).filter((w) => w.length >= 3);
}

/** True when the password is too easy to guess (see MIN_PASSWORD_SCORE). */
export function isGuessablePassword(password: string, userInputs: readonly (string | null | undefined)[] = []): boolean {
  // Passwords are capped at 128 characters by the forms; zxcvbn's matching is cheap up to there.
  return zxcvbn().check(password.slice(0, 128), accountWords(userInputs)).score < MIN_PASSWORD_SCORE;
}
