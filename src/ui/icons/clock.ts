import { createIcon } from './create-icon';

export const Clock = /* @__PURE__ */ createIcon('clock', 'circle cx=12 cy=12 r=10|M12 6v6l4 2');
