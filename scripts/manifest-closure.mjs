/**
 * A chunk of Vite's manifest and everything it imports statically, dependencies first: what the browser loads
 * with it. Plain JavaScript, so that the Node scripts (the budgets, the benches) and the build's plugins share it;
 * its types are in manifest-closure.d.mts.
 */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((dep) => closure(manifest, dep, seen)), key];
}
