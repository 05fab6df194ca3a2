import { createIcon } from './create-icon';

export const ArrowDownUp = /* @__PURE__ */ createIcon('arrow-down-up', 'm3 16 4 4 4-4|M7 20V4|m21 8-4-4-4 4|M17 4v16');
