/** A composed print-run PDF: its bytes and page count. */
export interface ComposedPdf {
  bytes: Uint8Array;
  pages: number;
}

/** Helvetica speaks WinAnsi only: other characters become "?" rather than failing the run. */
export function winAnsi(text: string): string {
  return [...text.normalize('NFC')].map((ch) => (ch.charCodeAt(0) < 256 ? ch : '?')).join('');
}
