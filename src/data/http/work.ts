// Projects, tasks and comments: one chunk loaded with the first call of any of them (create-http-repository.ts).
export { createHttpComments } from './comments';
export { createHttpProjects } from './projects';
export { createHttpTasks } from './tasks';
