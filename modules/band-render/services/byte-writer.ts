/**
 * An append-only ASCII buffer for PDF content streams: integers and operators are written as
 * bytes directly, because building a 700 kB string and encoding it cost as much as drawing it.
 */
export class ByteWriter {
  private bytes = new Uint8Array(1 << 16);
  length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  ascii(text: string): this {
    this.reserve(text.length);
    for (let i = 0; i < text.length; i++) this.bytes[this.length++] = text.charCodeAt(i) & 0x7f;
    return this;
  }

  /** A whole number followed by a space. */
  int(value: number): this {
    this.reserve(24);
    let n = Math.round(value);
    if (n < 0) {
      this.bytes[this.length++] = 45;
      n = -n;
    }
    // Path coordinates stay far below 2^31, so integer division by `| 0` is safe and allocation-free.
    let digits = 1;
    for (let t = n; t >= 10; t = (t / 10) | 0) digits++;
    let at = this.length + digits - 1;
    do {
      this.bytes[at--] = 48 + (n % 10);
      n = (n / 10) | 0;
    } while (n > 0);
    this.length += digits;
    this.bytes[this.length++] = 32;
    return this;
  }

  /**
   * A number rounded to 4 decimals, followed by a space: the text `fmt` (satori-form.ts) gives,
   * written without building a string.
   */
  decimal(value: number): this {
    let n = Math.round(value * 10000);
    if (n === 0) return this.ascii('0 ');
    this.reserve(32);
    if (n < 0) {
      this.bytes[this.length++] = 45;
      n = -n;
    }
    const whole = Math.floor(n / 10000);
    let frac = n - whole * 10000;
    this.int(whole);
    if (frac === 0) return this;
    this.length--; // the space after the whole part
    this.bytes[this.length++] = 46;
    let digits = 4;
    while (frac % 10 === 0) {
      frac /= 10;
      digits--;
    }
    for (let i = digits - 1; i >= 0; i--) {
      this.bytes[this.length + i] = 48 + (frac % 10);
      frac = Math.floor(frac / 10);
    }
    this.length += digits;
    this.bytes[this.length++] = 32;
    return this;
  }

  /** An operator and a newline. */
  op(code: string): this {
    return this.ascii(code).ascii('\n');
  }

  /** Bytes compiled earlier (a cached glyph or skeleton layer). */
  raw(bytes: Uint8Array): this {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }

  toBytes(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}
