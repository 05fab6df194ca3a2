import { createIcon } from './create-icon';

export const Plus = /* @__PURE__ */ createIcon('plus', 'M5 12h14|M12 5v14');
