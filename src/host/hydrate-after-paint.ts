/**
 * Issue 29 point 9: the page paints before its scripts load. Waku's HTML names the browser's
 * chunks twice in the head, as `<link rel="modulepreload">` tags that the browser fetches at once,
 * and imports the entry (`import("/assets/index-….js")`) at the end of the bootstrap script. On a
 * phone's slow link those 110 KB of scripts share the link with the page itself, and the first
 * paint (the page is complete HTML, drawn by the server with its styles inline) came after them:
 * Lighthouse's mobile run put the first and largest paint at 2.0–2.2 s where the HTML alone takes
 * about 1 s.
 *
 * This rewrites the HTML as it streams: the modulepreload tags before the bootstrap script leave
 * the head, and the bootstrap's import waits for the frame after the first paint (the next
 * animation frame, then a task), imports the entry, then adds the same modulepreload tags (the
 * chunks still load in parallel, not one after the other). A page opened in a background tab
 * (no animation frames) loads them at once. Nothing else changes: the script keeps its nonce, the
 * rest of the HTML is passed on byte for byte.
 *
 * 4ae8b05 did this first and 06a33ff took it out: a goal typed or a file chosen in the longer wait
 * before hydration reached components that never heard of it. The head's early-input script
 * (src/ui/early-input.ts) now notes such input and holds back such presses until the page has
 * hydrated, whenever its scripts come (e2e early-input.spec.ts holds them back to check). Session
 * 20 took it out a second time: a link clicked as the later hydration finished changed the address
 * but not the page. That was Waku's Link, whatever the scripts' timing (src/ui/link.client.tsx
 * fixes it, session 21).
 */
import { rewriteHtmlText } from './html-text-stream.ts';

const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>/g;
const BOOTSTRAP_IMPORT = /\bimport\("(\/[^"\\]+\.js)"\)(?=<\/script>)/;

/**
 * The bootstrap's import, after the first paint; then the other preloads, one per task: inserting a
 * modulepreload link starts its fetch there and then, about 1 ms of the main thread each in
 * Chromium here (15 ms for the build page's 14 in one task, a long one on a phone).
 */
export function afterFirstPaint(preloads: readonly string[], entry: string): string {
  return (
    `(function(p,e){var s=0,next=function(){var h=p.shift();if(h===void 0)return;if(h!==e){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.crossOrigin="";document.head.appendChild(l)}` +
    `setTimeout(next,0)},go=function(){if(s)return;s=1;import(e);next()};if(document.visibilityState==="hidden")go();` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})(${JSON.stringify(preloads)},${JSON.stringify(entry)})`
  );
}

/** The HTML with its scripts loaded after the first paint (see above). */
export function hydrateAfterFirstPaint(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const preloads: string[] = [];
  let done = false;
  /** What can be rewritten now: up to the last `>` (a preload tag and the import both end at one). */
  const rewrite = (text: string): string => {
    if (done) return text;
    const bootstrap = BOOTSTRAP_IMPORT.exec(text);
    const before = (bootstrap ? text.slice(0, bootstrap.index) : text).replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href.replaceAll('&amp;', '&'));
      return '';
    });
    if (!bootstrap) return before;
    done = true;
    return before + afterFirstPaint(preloads, bootstrap[1] ?? '') + text.slice(bootstrap.index + bootstrap[0].length);
  };
  return rewriteHtmlText(html, rewrite, () => done);
}
