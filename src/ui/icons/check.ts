import { createIcon } from './create-icon';

export const Check = /* @__PURE__ */ createIcon('check', [['path', { d: 'M20 6 9 17l-5-5' }]]);
