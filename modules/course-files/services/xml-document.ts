import { SaxesParser } from 'saxes';
import { CourseFileError } from './course-file-error.ts';

export type XmlNode = Record<string, unknown>;

export interface XmlReadOptions {
  /** Label used in messages: 'GPX' or 'KML'. */
  label: string;
  /** Expected root element (namespace prefix removed). */
  root: string;
  /** Elements that may repeat and must always come back as arrays. */
  repeated: ReadonlySet<string>;
  /** Elements (at any depth) whose subtrees we never read: checked for well-formedness, never built. */
  skipped: ReadonlySet<string>;
  /**
   * Elements handed to a reader as each one closes, in document order, with their parent's name,
   * instead of being kept in the tree: the points of a large track cost their numbers, not a
   * tree of objects and strings (a 24 MB GPX has 200,000 of them).
   */
  streamed?: ReadonlyMap<string, (value: unknown, parent: string) => void>;
}

/** Deeper than any real course file (GPX needs 5 levels, KML folders rarely 10). */
const MAX_DEPTH = 64;

interface Frame {
  name: string;
  node: XmlNode;
  text: string;
  /** Attributes or child elements: the element is an object, its text goes to `#text`. */
  structured: boolean;
}

/** `gx:Track` → `Track`: readers match local names, whatever prefix a writer chose. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Turns bytes into the tree of a GPX or KML document, refusing anything that is not plain,
 * well-formed XML. A DOCTYPE is refused outright: course files never have one, and it is the door
 * to external entities (XXE) and entity expansion ("billion laughs"); refusing it is simpler to
 * prove safe than configuring every limit of a parser.
 *
 * The tree is built from a streaming, strict parser (saxes) in one pass: well-formedness is
 * checked on the way (with the line of the first fault), skipped subtrees are never built, and
 * nothing but the tree itself is allocated per element. A tree-building parser plus a separate
 * validator had taken about 5.4 s and 250 MB more for a 24 MB GPX (ADR 0017). Shape: an element
 * with only text is its trimmed text; one with attributes or children is an object (attributes as
 * `@_name`, text as `#text`); an element name seen twice, or listed in `repeated`, is an array.
 */
export function readXmlDocument(bytes: Uint8Array, options: XmlReadOptions): XmlNode {
  const text = escapeBareAmpersands(decodeText(bytes, options.label));
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) throw new CourseFileError('xmlDoctype');
  const start = text.search(/\S/);
  if (start < 0) throw new CourseFileError('fileEmpty');
  if (text.charCodeAt(start) !== 0x3c /* < */) throw new CourseFileError('contentMismatch', { format: options.label });

  const parser = new SaxesParser({ position: true });
  const malformed = () => new CourseFileError('xmlMalformed', { line: parser.line });
  const top: Frame = { name: '', node: {}, text: '', structured: true };
  const stack: Frame[] = [top];
  let skipping = 0;
  parser.on('error', () => {
    throw malformed();
  });
  parser.on('doctype', () => {
    throw new CourseFileError('xmlDoctype');
  });
  parser.on('opentag', (tag) => {
    if (skipping > 0 || options.skipped.has(localName(tag.name))) {
      // saxes closes a self-closing tag with its own closetag event, so this always balances.
      skipping++;
      return;
    }
    if (stack.length > MAX_DEPTH) throw malformed();
    const node: XmlNode = {};
    let structured = false;
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
      node[`@_${localName(name)}`] = value;
      structured = true;
    }
    const frame = { name: localName(tag.name), node, text: '', structured };
    const parent = stack[stack.length - 1]!;
    parent.structured = true;
    stack.push(frame);
  });
  const onText = (chunk: string) => {
    if (skipping === 0) stack[stack.length - 1]!.text += chunk;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (skipping > 0) {
      skipping--;
      return;
    }
    const frame = stack.pop()!;
    const trimmed = frame.text.trim();
    let value: unknown = trimmed;
    if (frame.structured) {
      if (trimmed) frame.node['#text'] = trimmed;
      value = frame.node;
    }
    const streamed = options.streamed?.get(frame.name);
    if (streamed) return streamed(value, stack[stack.length - 1]!.name);
    const parent = stack[stack.length - 1]!.node;
    const existing = parent[frame.name];
    if (Array.isArray(existing)) existing.push(value);
    else if (existing !== undefined) parent[frame.name] = [existing, value];
    else parent[frame.name] = options.repeated.has(frame.name) ? [value] : value;
  });
  try {
    parser.write(start > 0 ? text.slice(start) : text).close();
  } catch (error) {
    if (error instanceof CourseFileError) throw error;
    // A parser limit or anything unforeseen: the same answer for the user.
    throw new CourseFileError('xmlMalformed', { line: '?' });
  }
  const root = top.node[options.root];
  if (!root || typeof root !== 'object' || Array.isArray(root)) throw new CourseFileError('contentMismatch', { format: options.label });
  return root as XmlNode;
}

/**
 * "Food & First Aid": exporters often leave `&` unescaped in names. Browsers forgive it; strict XML
 * does not. Escaping a bare `&` (one that starts no entity or character reference) keeps such
 * files readable without relaxing anything else.
 */
function escapeBareAmpersands(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;');
}

function decodeText(bytes: Uint8Array, label: string): string {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new CourseFileError('notText', { format: label });
  }
  // Valid UTF-8 can still be binary (NUL, control bytes): XML 1.0 forbids them anywhere.
  const head = Math.min(text.length, 4096);
  for (let i = 0; i < head; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) throw new CourseFileError('notText', { format: label });
  }
  return text;
}

/** The text content of an element, whether the parser gave a string or an object with text. */
export function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number') return String(node);
  if (node && typeof node === 'object') {
    const text = (node as XmlNode)['#text'];
    if (typeof text === 'string' || typeof text === 'number') return String(text);
  }
  return '';
}

export function childList(node: unknown, name: string): unknown[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
