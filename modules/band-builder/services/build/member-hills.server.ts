import type { Viewer } from '../../../../src/auth/access.ts';
import { requestEm } from '../../../../src/db/orm.server.ts';
import { findHillModel } from '../../../my-hills/index.ts';
import type { HillsOf } from './prepare-build.ts';

/**
 * The asker's own "My hills" factors for prepareBuild (loaded only when the settings ask for
 * 'mine'): a guest has none; a member only ever gets their own model, never anyone else's.
 */
export function viewerHills(viewer: () => Promise<Viewer>): HillsOf {
  return async () => {
    const asker = await viewer();
    if (asker.kind !== 'user') return null;
    return (await findHillModel(requestEm(), asker.id))?.factors ?? null;
  };
}
