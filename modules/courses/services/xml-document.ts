import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CourseFileError } from './course-file-error.ts';

export type XmlNode = Record<string, unknown>;

export interface XmlReadOptions {
  /** Label used in messages: 'GPX' or 'KML'. */
  label: string;
  /** Expected root element (namespace prefix removed). */
  root: string;
  /** Elements that may repeat and must always come back as arrays. */
  repeated: ReadonlySet<string>;
  /** Subtrees we never read; the parser skips them instead of building objects. */
  skipped: string[];
}

const parsers = new WeakMap<XmlReadOptions, XMLParser>();

function parserFor(options: XmlReadOptions): XMLParser {
  let parser = parsers.get(options);
  if (!parser) {
    parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      // Numbers are parsed by the readers, which must reject NaN and ranges anyway.
      parseTagValue: false,
      parseAttributeValue: false,
      removeNSPrefix: true,
      ignoreDeclaration: true,
      ignorePiTags: true,
      // Only the five XML entities and character references remain once DOCTYPE is refused;
      // `htmlEntities` is what makes this parser decode `&#233;` (named HTML ones never get here:
      // a bare `&name;` that is not XML's is escaped first).
      processEntities: true,
      htmlEntities: true,
      isArray: (name: string) => options.repeated.has(name),
      stopNodes: options.skipped,
      maxNestedTags: 64,
    });
    parsers.set(options, parser);
  }
  return parser;
}

/**
 * Turns bytes into the parsed tree of a GPX or KML document, refusing anything that is not
 * plain, well-formed XML. A DOCTYPE is refused outright: course files never have one, and it is
 * the door to external entities (XXE) and entity expansion ("billion laughs"); refusing it is
 * simpler to prove safe than configuring every limit of the parser.
 */
export function readXmlDocument(bytes: Uint8Array, options: XmlReadOptions): XmlNode {
  const text = escapeBareAmpersands(decodeText(bytes, options.label));
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) throw new CourseFileError('xmlDoctype');
  const start = text.search(/\S/);
  if (start < 0) throw new CourseFileError('fileEmpty');
  if (text.charCodeAt(start) !== 0x3c /* < */) throw new CourseFileError('contentMismatch', { format: options.label });
  // The parser is lenient (a truncated file parses silently); the validator is not, and says where.
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new CourseFileError('xmlMalformed', { line: valid.err.line });
  let doc: XmlNode;
  try {
    doc = parserFor(options).parse(text) as XmlNode;
  } catch {
    // Nesting deeper than any real document, or a parser limit: same answer for the user.
    throw new CourseFileError('xmlMalformed', { line: '?' });
  }
  const root = doc[options.root];
  if (!root || typeof root !== 'object') throw new CourseFileError('contentMismatch', { format: options.label });
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
