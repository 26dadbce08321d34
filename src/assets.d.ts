/** Vite's `?url` imports: the emitted asset's public URL (hashed), e.g. a web worker's script. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** Vite's build-time flags (what `import.meta.env` holds in the bundle). */
interface ImportMetaEnv {
  readonly PROD: boolean;
  readonly DEV: boolean;
  readonly MODE: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Vite's `?inline` CSS imports: the stylesheet's text (minified in builds), not added to the page. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
