import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsi, type ComposedPdf } from './pdf-text.ts';

/**
 * Envelopes for a print run (SPEC 1: "batch printing of orders and envelopes"), one page per
 * order in the order of the bands' PDF, for a printer's envelope feed, landscape:
 * - C6 (ISO 269, 162 × 114 mm: an A6 card or an A4 folded twice) and DL (220 × 110 mm: A4 folded
 *   in three), the sizes Canada Post, USPS (as "6 × 9"-class letters) and European posts take as
 *   letters;
 * - the sender's return address in the top-left corner (Canada Post, "Addressing guidelines";
 *   USPS Publication 28, 2: return address upper left);
 * - the stamp or postage zone in the top-right corner kept clear (40 × 40 mm);
 * - the recipient's address in the lower right half, starting left of the centre and below the
 *   middle, where the post's readers look for it on a plain envelope (Publication 28's "OCR read
 *   area": from 1/2 in above the bottom, clear of the right edge) and where the window of a
 *   right-window envelope lies;
 * - the order number small in the bottom-left corner, to match the envelope with its bands.
 */
export const ENVELOPE_SIZES_MM = { C6: [162, 114], DL: [220, 110] } as const;
export type EnvelopeSize = keyof typeof ENVELOPE_SIZES_MM;

const MM = 72 / 25.4;

export interface EnvelopeTask {
  kind: 'envelopes';
  size: EnvelopeSize;
  /** The return address, line by line (the shop's; empty prints none). */
  sender: string[];
  /** Each order's address lines (from addressLabelLines) and its order number. */
  envelopes: Array<{ address: string[]; reference: string }>;
}

/** Where each block goes on an envelope of this size, in points from the bottom-left corner. */
export function envelopeLayout(size: EnvelopeSize) {
  const [w, h] = ENVELOPE_SIZES_MM[size];
  return {
    width: w * MM,
    height: h * MM,
    sender: { x: 10 * MM, top: (h - 10) * MM, maxWidth: (w / 2 - 15) * MM, size: 8 },
    stamp: { x: (w - 50) * MM, y: (h - 50) * MM, width: 40 * MM, height: 40 * MM },
    recipient: { x: w * 0.42 * MM, top: h * 0.52 * MM, maxWidth: (w * 0.58 - 12) * MM, bottom: 15 * MM, size: 11 },
    reference: { x: 10 * MM, y: 8 * MM, size: 7 },
  };
}

/** The largest size ≤ `max` at which every line fits `width`, not below 6 pt. */
function fittingSize(font: PDFFont, lines: string[], width: number, max: number): number {
  const widest = Math.max(1, ...lines.map((l) => font.widthOfTextAtSize(winAnsi(l), max)));
  return Math.max(6, Math.min(max, (max * width) / widest));
}

function block(page: PDFPage, fonts: [PDFFont, PDFFont], lines: string[], x: number, top: number, size: number, boldFirst: boolean) {
  let y = top - size;
  lines.forEach((text, i) => {
    page.drawText(winAnsi(text), { x, y, size, font: boldFirst && i === 0 ? fonts[1] : fonts[0], color: rgb(0, 0, 0) });
    y -= size * 1.25;
  });
}

export async function composeEnvelopes(task: EnvelopeTask): Promise<ComposedPdf> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const L = envelopeLayout(task.size);
  const senderSize = task.sender.length ? fittingSize(regular, task.sender, L.sender.maxWidth, L.sender.size) : 0;
  for (const envelope of task.envelopes) {
    const page = doc.addPage([L.width, L.height]);
    if (task.sender.length) block(page, [regular, bold], task.sender, L.sender.x, L.sender.top, senderSize, false);
    // The recipient's block shrinks to its width, and to the space above the bottom margin.
    const lines = envelope.address;
    const byHeight = (L.recipient.top - L.recipient.bottom) / (lines.length * 1.25);
    const size = Math.min(fittingSize(regular, lines, L.recipient.maxWidth, L.recipient.size), byHeight);
    block(page, [regular, bold], lines, L.recipient.x, L.recipient.top, size, true);
    page.drawText(winAnsi(envelope.reference), {
      x: L.reference.x,
      y: L.reference.y,
      size: L.reference.size,
      font: regular,
      color: rgb(0.35, 0.35, 0.35),
    });
  }
  if (doc.getPageCount() === 0) doc.addPage([L.width, L.height]);
  return { bytes: await doc.save(), pages: doc.getPageCount() };
}
