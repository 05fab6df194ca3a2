import type { Repository } from './repository';

let current: Repository | null = null;

/** Set once at start (main.tsx) or per test; loaders and actions read it through `repository()`. */
export function setRepository(repository: Repository): void {
  current = repository;
}

export function repository(): Repository {
  if (!current) throw new Error('Repository not initialised: call setRepository() at start.');
  return current;
}
