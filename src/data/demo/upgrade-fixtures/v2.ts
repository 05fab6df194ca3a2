import type { UpgradeFixture } from './fixture';
import { v3 } from './v3';

// Frozen: version 2 had every table of version 3 except `taskSummaries`, which version 3 added and derives from the
// tasks on upgrade; every other table and row had the same shape.
const { taskSummaries: _stores, ...stores } = v3.stores;
const { taskSummaries: _rows, ...rows } = v3.rows;

export const v2: UpgradeFixture = { version: 2, stores, rows };
