export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

// The same check as the courses' title image: the type from the picture's first bytes.
export { sniffImageType } from '../../../src/lib/image-type.ts';
