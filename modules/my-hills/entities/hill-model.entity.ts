import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, userIdColumn } from '../../../src/db/columns.ts';
import type { HillFactor } from '../services/fit-hills.ts';

/**
 * A member's own hill model ("My hills", issue 27 point 3): one per member, replaced by each new
 * fit. Only the fitted factor and the number of 150 m stretches behind it, per 1 % of grade, and
 * how many runs went in: never a position, a time or a file of the runs (the files are not kept).
 * Only its member reads, uses and deletes it; it is never shared.
 */
const HillModelSchema = defineEntity({
  name: 'HillModelRecord',
  tableName: 'hill_model',
  properties: {
    ownerId: userIdColumn().primary(),
    factors: p.json<HillFactor[]>(),
    runs: p.integer(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class HillModelRecord extends HillModelSchema.class {}
HillModelSchema.setClass(HillModelRecord);
