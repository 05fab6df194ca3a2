// Polls and notifications: one chunk loaded with the first call of either (create-http-repository.ts).
export { createHttpNotifications } from './notifications';
export { createHttpPolls } from './polls';
