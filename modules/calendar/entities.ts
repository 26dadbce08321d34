// The calendar module's entities, for the host's explicit entity list.
export { RaceEvent } from './entities/race-event.entity.ts';
