/**
 * Every path of SPEC §7, relative to the API base (VITE_API_BASE_URL, default /api). A path change is one line
 * here. Lines marked DECISION are where the spec leaves the path open or writes an odd one; README lists them.
 */
const id = (value: number | string) => encodeURIComponent(String(value));

/** The API base (VITE_API_BASE_URL) as every path here is appended to it: without a trailing slash. */
export const apiBase = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

export const endpoints = {
  login: '/login',
  logout: '/logout',
  register: '/register',
  passwordResetRequest: '/password-reset/request',
  passwordReset: '/password-reset/reset',
  contact: '/contact',

  users: '/users',
  user: (userId: number) => `/users/${id(userId)}`,

  groups: '/groups',
  group: (groupId: number) => `/groups/${id(groupId)}`,

  projects: '/projects',
  project: (projectId: number) => `/projects/${id(projectId)}`,
  projectsFeatured: '/projects/featured',
  // DECISION: the spec writes GET /api/projects/user-groups; under the /api base that is /projects/user-groups.
  projectsOfMyGroups: '/projects/user-groups',
  // POST /projects/{id} with form data is the update (SPEC §7).
  projectUpdate: (projectId: number) => `/projects/${id(projectId)}`,

  categories: '/categories',
  categoriesActive: '/categories/public/active',
  category: (categoryId: number) => `/categories/${id(categoryId)}`,

  polls: '/polls',
  pollsActive: '/polls/active',
  poll: (pollId: number) => `/polls/${id(pollId)}`,
  pollVote: (pollId: number) => `/polls/${id(pollId)}/vote`,

  products: '/products',
  productUpdate: (productId: number) => `/products/${id(productId)}/update`,
  product: (productId: number) => `/products/${id(productId)}`,
  publicProducts: '/public/products',
  publicProductsFeatured: '/public/products/featured',
  publicProduct: (productId: number) => `/public/products/${id(productId)}`,
  publicProductSimilar: (productId: number) => `/public/products/${id(productId)}/similar`,

  footerPages: '/footer-pages',
  footerPageBySlug: (slug: string) => `/footer-pages/slug/${id(slug)}`,
  footerPage: (pageId: number) => `/footer-pages/${id(pageId)}`,

  whitelist: '/whitelisted-emails',
  whitelistEntry: (entryId: number) => `/whitelisted-emails/${id(entryId)}`,
  whitelistCheck: '/whitelisted-emails/check',

  tasks: '/tasks',
  tasksOfProject: (projectId: number) => `/tasks/project/${id(projectId)}`,
  task: (taskId: number) => `/tasks/${id(taskId)}`,
  taskUsers: (taskId: number) => `/tasks/${id(taskId)}/users`,
  taskUpdate: (taskId: number) => `/tasks/${id(taskId)}/update`,
  taskComments: (taskId: number) => `/tasks/${id(taskId)}/comments`,
  commentLike: (commentId: number) => `/comments/${id(commentId)}/like`,
  commentLikes: (commentId: number) => `/comments/${id(commentId)}/likes`,

  configuration: (key: string) => `/configurations/${id(key)}`,
  publicConfiguration: (key: string) => `/public/configurations/${id(key)}`,
  // DECISION: the spec names POST /configurations/{a}/{b} and DELETE /configuration/{a}/{b} without saying what
  // a and b are; we send a = 'settings' and b = the key (hero, product-hero, service-hero). Note the singular
  // 'configuration' in the DELETE path, kept as the spec writes it.
  configurationSave: (key: string) => `/configurations/settings/${id(key)}`,
  configurationDelete: (key: string) => `/configuration/settings/${id(key)}`,

  // DECISION: the spec shows no notification paths; these four are ours.
  notifications: '/notifications',
  notificationRead: (notificationId: number) => `/notifications/${id(notificationId)}/read`,
  notificationsReadAll: '/notifications/read-all',
  notificationSettings: '/notifications/settings',

  // DECISION: not the provider's; only the workshop server answers it (404 elsewhere, and the app shows no room).
  workshopRoom: '/workshop/room',
} as const;
