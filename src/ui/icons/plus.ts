import { createIcon } from './create-icon';

export const Plus = /* @__PURE__ */ createIcon('plus', [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'M12 5v14' }],
]);
