// The band themes' entity, for the host's explicit entity list.
export { BandTheme } from './entities/band-theme.entity.ts';
