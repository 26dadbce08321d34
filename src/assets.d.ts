/** Vite's `?url` imports: the emitted asset's public URL (hashed), e.g. a web worker's script. */
declare module '*?url' {
  const url: string;
  export default url;
}
