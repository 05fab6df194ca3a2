// The admin's resources, one chunk loaded with the first call of any of them (create-http-repository.ts): a chunk
// per resource would cost the first visit a loader each.
export { createHttpGroups } from './groups';
export { createHttpProducts } from './products';
export { createHttpUsers } from './users';
export { createHttpWhitelist } from './whitelist';
export { createHttpWorkshop } from './workshop';
