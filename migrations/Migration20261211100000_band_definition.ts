import { Migration } from '@mikro-orm/migrations';
import { definitionToFormState, formStateToDefinition } from '../modules/band-builder/migrations/band-definition-v1.ts';

/**
 * Issue 30 point 2 (ADR 0030): saved bands, shared copies and order lines keep a versioned band
 * definition (plan, band, paper, course, theme) instead of the build form's state. The column is
 * renamed `definition`, and every row that still holds a form state (no `v`) is converted as the
 * form would send it, on the course kept beside it. `down()` turns definitions back into form
 * states, as the form opens them.
 */
const TABLES = [
  { table: 'saved_band', course: 'course_uuid' },
  { table: 'band_snapshot', course: null },
  { table: 'commerce_order_line', course: 'course_id' },
] as const;

type Row = { id: string | number; value: Record<string, unknown> | null; course: string | null };

export class Migration20261211100000BandDefinition extends Migration {
  override async up(): Promise<void> {
    for (const { table, course } of TABLES) {
      await this.execute(`alter table "${table}" rename column "state" to "definition"`);
      for (const row of await this.rows(table, 'definition', course)) {
        if (!row.value || 'v' in row.value) continue;
        const definition = formStateToDefinition(row.value, row.course ?? undefined);
        await this.execute(`update "${table}" set "definition" = ? where "id" = ?`, [JSON.stringify(definition), row.id]);
      }
    }
  }

  override async down(): Promise<void> {
    for (const { table, course } of TABLES) {
      for (const row of await this.rows(table, 'definition', course)) {
        if (!row.value || !('v' in row.value)) continue;
        const state = definitionToFormState(row.value);
        await this.execute(`update "${table}" set "definition" = ? where "id" = ?`, [JSON.stringify(state), row.id]);
      }
      await this.execute(`alter table "${table}" rename column "definition" to "state"`);
    }
  }

  private async rows(table: string, column: string, course: string | null): Promise<Row[]> {
    const courseColumn = course ? `"${course}"::text` : 'null';
    return (await this.execute(`select "id", "${column}" as value, ${courseColumn} as course from "${table}"`)) as unknown as Row[];
  }
}
