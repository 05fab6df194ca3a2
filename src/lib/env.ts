import { readEnv as readFlags } from './read-env';

export type { DataSource } from './read-env';

/** The build-time flags of this build, checked (src/lib/read-env.ts). */
export const readEnv = (raw: Record<string, unknown> = import.meta.env) => readFlags(raw);

/**
 * True in the demo build. Replaced at build time, so the api build's minifier drops what it guards and the
 * modules only that code imports. A dynamic import() guarded from another module still becomes a chunk (the
 * chunks are cut before constants are inlined): such a module writes the flag out itself (router, demo badge).
 */
export const isDemoBuild = import.meta.env.VITE_DATA_SOURCE !== 'api';
