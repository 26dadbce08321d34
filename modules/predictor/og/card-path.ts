import { SHARE_IMAGE_ROOT } from '../../../src/host/share-image/share-paths.ts';

/** The card's mount under /og (manifest `shareImages`), where robots may fetch it. */
export const PREDICTOR_CARD_PREFIX = '/predictor';
export const PREDICTOR_CARD_PATH = `${SHARE_IMAGE_ROOT}${PREDICTOR_CARD_PREFIX}/card.png`;
