/** The content module's CSS (served by the host with every module's styles). */
export const CONTENT_CSS = `
.markdown table{width:100%;border-collapse:collapse;margin:1rem 0}
.markdown th,.markdown td{text-align:left;vertical-align:top;padding:.4rem .6rem;border-bottom:1px solid var(--c-border);overflow-wrap:anywhere}
.legal-source{white-space:pre-wrap;overflow-wrap:anywhere}
`;
