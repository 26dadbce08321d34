import appStyles from '../ui/styles.css?inline';
import { MODULE_STYLES } from '../composition.ts';

/**
 * The site's stylesheet and the modules' (together about 8 KB gzipped), inlined in every page's
 * head (issue 29 point 9): the first paint waits for no stylesheet request. Written into the HTML
 * by src/host/site-styles.ts, outside the React tree, so the page's inlined RSC payload does not
 * carry a second copy of it.
 */
export const SITE_STYLESHEET = MODULE_STYLES.css ? `${appStyles}\n${MODULE_STYLES.css}` : appStyles;
