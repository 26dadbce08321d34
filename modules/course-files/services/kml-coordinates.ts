/**
 * KML `<coordinates>`: `lon,lat[,alt]` tuples separated by whitespace; some writers put spaces
 * around the commas ("8.5 , 47.3"). One pass over the text, so the time is linear in its length
 * whatever it holds: the former `\s*,\s*` regular expression backtracked over long runs of
 * blanks and froze the server for 23 s on a 150 KB file (issue 15).
 */
export function coordinateTuples(text: string): string[][] {
  const tuples: string[][] = [];
  let fields: string[] = [];
  let start = -1; // start of the field being read, -1 when between fields
  let blankAfterField = false; // blanks seen since the last field ended (without a comma yet)
  let afterComma = false;
  const endField = (end: number) => {
    if (start >= 0) fields.push(text.slice(start, end));
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x2c /* , */) {
      if (start >= 0) endField(i);
      else if (!blankAfterField && !afterComma && fields.length === 0) fields.push('');
      else if (afterComma) fields.push('');
      afterComma = true;
      blankAfterField = false;
    } else if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) {
      if (start >= 0) {
        endField(i);
        blankAfterField = true;
      }
    } else {
      if (start < 0) {
        // Blanks between two fields with no comma between them end the tuple.
        if (blankAfterField && !afterComma && fields.length > 0) {
          tuples.push(fields);
          fields = [];
        }
        start = i;
        blankAfterField = false;
        afterComma = false;
      }
    }
  }
  endField(text.length);
  if (afterComma) fields.push('');
  if (fields.length > 0) tuples.push(fields);
  return tuples;
}
