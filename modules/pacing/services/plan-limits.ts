/** How much one order may ask for: the settings' shape and the cross-field checks both read these. */
export const MAX_ROWS = 300;
export const MAX_BANDS = 20;
export const MAX_COPIES = 100;
