import { codedErrorClass, type CodedErrorParams } from '../../../src/lib/coded-error.ts';

/** Refusals of the race review's own (the courses module's CourseFileError covers reading and placing the file). */
export type ReviewErrorCode = 'cycling' | 'distanceMismatch' | 'noFile';
export type ReviewErrorParams = CodedErrorParams;

const reviewError = codedErrorClass<ReviewErrorCode>('RaceReviewError');
export const RaceReviewError = reviewError.Class;
export type RaceReviewError = InstanceType<typeof RaceReviewError>;
export const isRaceReviewError = reviewError.is;
