import { createIcon } from './create-icon';

export const X = /* @__PURE__ */ createIcon('x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);
