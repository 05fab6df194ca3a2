import { createIcon } from './create-icon';

export const Check = /* @__PURE__ */ createIcon('check', 'M20 6 9 17l-5-5');
