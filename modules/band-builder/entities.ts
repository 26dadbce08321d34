// The band builder's entities, for the host's explicit entity list.
export { SavedBand } from './entities/saved-band.entity.ts';
export { BandSnapshot } from './entities/band-snapshot.entity.ts';
