import type { BandDefinition } from '../services/build/band-definition.ts';
import { toDefinition, type BuilderState } from '../ui/builder-state.ts';
import { stateFromLink } from '../ui/open-definition.server.ts';

/**
 * What migrations/Migration20261211100000_band_definition.ts converts kept rows with (ADR 0030).
 * Free of the database on purpose: the migration list is loaded by the ORM's configuration, so a
 * migration importing the module's index (its repositories, the ORM) would close a circle.
 */

/** A kept form state (from before band definitions) as the definition the form would send, on `courseUuid`. */
export function formStateToDefinition(state: unknown, courseUuid?: string): BandDefinition {
  return toDefinition(stateFromLink(state, new URLSearchParams()), courseUuid);
}

/** A definition as the form state the form opens from it. */
export function definitionToFormState(definition: unknown): BuilderState {
  return stateFromLink(definition, new URLSearchParams());
}
