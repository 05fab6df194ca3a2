// Apart from the seed itself: the demo store reads the version on every start, the seed only on the first.

/** Bump when the shape or content of the seed changes, so stored demo data is replaced. */
export const SEED_VERSION = 1;
