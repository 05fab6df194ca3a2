import type { Manifest } from 'vite';

export declare function closure(manifest: Manifest, key: string, seen?: Set<string>): string[];
