import type { DashboardContext, DashboardTile } from './module-contract.ts';

type DashboardSource = (context: DashboardContext) => Promise<DashboardTile[]>;

let source: DashboardSource = async () => [];

/** The composition hands over every module's dashboard tiles (src/composition.ts), like the viewer source. */
export function setDashboardSource(next: DashboardSource): void {
  source = next;
}

/** The admin dashboard's tiles from every module, in order. */
export function dashboardTiles(context: DashboardContext): Promise<DashboardTile[]> {
  return source(context);
}
