import { codedErrorClass, type CodedErrorParams } from '../../../src/lib/coded-error.ts';

/** Refusals of "My hills" (issue 27 point 3), each a code of the module's catalogue (locales/). */
export const HILLS_ERROR_CODES = ['tooFewRuns', 'tooManyRuns', 'noTimes', 'noHeights', 'cycling', 'runUnusable', 'unreadable'] as const;
export type HillsErrorCode = (typeof HILLS_ERROR_CODES)[number];
export type HillsErrorParams = CodedErrorParams;

const hillsError = codedErrorClass<HillsErrorCode>('HillsError');
export const HillsError = hillsError.Class;
export type HillsError = InstanceType<typeof HillsError>;
export const isHillsError = hillsError.is;
