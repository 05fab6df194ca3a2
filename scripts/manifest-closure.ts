import type { Manifest } from 'vite';

/** A chunk of Vite's manifest and everything it imports statically, dependencies first. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((dep) => closure(manifest, dep, seen)), key];
}
