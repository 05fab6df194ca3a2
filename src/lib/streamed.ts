/**
 * Loader data shown through `<Await>` that may already be there. Await suspends on every promise it has not itself
 * seen settle, however long ago it did, and React then holds the content back behind the fallback for its reveal
 * throttle (300 ms). `settledSoFar` starts watching the promise at once; the function it returns gives its value if
 * it has settled by the time the loader returns, and otherwise the promise, which then streams in as before.
 */
export function settledSoFar<T>(promise: Promise<T>): () => T | Promise<T> {
  let fulfilled: { value: T } | null = null;
  promise.then(
    (value) => {
      fulfilled = { value };
    },
    // A rejection stays with the promise: Await shows it where the route shows errors.
    () => {},
  );
  return () => (fulfilled ? fulfilled.value : promise);
}
