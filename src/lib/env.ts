/**
 * True in the demo build. Replaced at build time, so the api build's minifier drops what it guards and the
 * modules only that code imports. A dynamic import() guarded from another module still becomes a chunk (the
 * chunks are cut before constants are inlined): such a module writes the flag out itself (router, demo badge).
 */
export const isDemoBuild = import.meta.env.VITE_DATA_SOURCE !== 'api';
