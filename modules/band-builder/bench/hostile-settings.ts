/**
 * A hostile text placed in every text the build settings read (goal time, title, colours, image,
 * numbers sent as text), for the hostile-input tests and `npm run bench`.
 */
export function hostileSettings(text: string): unknown[] {
  return [
    { plan: { bands: [{ goal: text }] } },
    { plan: { bands: [{ goal: '3:30:00', count: text }], distanceM: text } },
    { band: { title: text } },
    { band: { style: { textColor: text, backgroundColor: text, borderColor: text, evenRowColor: text, fontFamily: text } } },
    { band: { style: { backgroundImage: text, borderImage: text } } },
    { band: { size: { wrist: text, width: text, unit: text } } },
    { paper: { paper: text, orientation: text, margins: text } },
    { courseUuid: text },
  ];
}
