import { zipSync } from 'fflate';

/**
 * A hostile text placed where each course parser reads text: GPX attributes and elements, KML
 * LineString and Point coordinates and gx:Track values, the same KML zipped as KMZ, and the text
 * alone as a whole file. Used by the hostile-input tests and `npm run bench`.
 */
export interface HostileDocument {
  name: string;
  fileName: string;
  bytes: Uint8Array;
}

const encode = (text: string) => new TextEncoder().encode(text);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const GOOD = '13.30,52.50,34 13.31,52.50,35 13.32,52.50,36';

export function hostileDocuments(run: string): HostileDocument[] {
  const r = escape(run);
  const gpx = `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
<trkpt lat="52.5" lon="13.3"><ele>34</ele></trkpt><trkpt lat="${r}" lon="${r}"><ele>${r}</ele><time>${r}</time></trkpt>
<trkpt lat="52.5" lon="13.31"><ele>35</ele></trkpt></trkseg></trk><wpt lat="52.5" lon="13.3"><name>${r}</name></wpt></gpx>`;
  const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>
<Placemark><name>course</name><LineString><coordinates>${GOOD} ${r} ${GOOD}</coordinates></LineString></Placemark>
<Placemark><name>${r}</name><Point><coordinates>${r}</coordinates></Point></Placemark></Document></kml>`;
  const lineOnly = `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString><coordinates>${r}</coordinates></LineString></Placemark></kml>`;
  const gxTrack = `<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Placemark><gx:Track>
<when>${r}</when><when>2025-09-21T07:00:01Z</when><gx:coord>${r}</gx:coord><gx:coord>13.31 52.5 35</gx:coord></gx:Track></Placemark></kml>`;
  return [
    { name: 'GPX values', fileName: 'run.gpx', bytes: encode(gpx) },
    { name: 'GPX file of the text alone', fileName: 'run.gpx', bytes: encode(run) },
    { name: 'KML coordinates and Point', fileName: 'run.kml', bytes: encode(kml) },
    { name: 'KML coordinates alone', fileName: 'run.kml', bytes: encode(lineOnly) },
    { name: 'KML gx:Track', fileName: 'run.kml', bytes: encode(gxTrack) },
    { name: 'KMZ (the KML zipped)', fileName: 'run.kmz', bytes: zipSync({ 'doc.kml': encode(kml) }) },
    { name: 'KMZ file of the text alone', fileName: 'run.kmz', bytes: encode(run) },
  ];
}
