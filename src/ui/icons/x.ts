import { createIcon } from './create-icon';

export const X = /* @__PURE__ */ createIcon('x', 'M18 6 6 18|m6 6 12 12');
