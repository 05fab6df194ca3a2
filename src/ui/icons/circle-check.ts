import { createIcon } from './create-icon';

export const CheckCircle2 = /* @__PURE__ */ createIcon('circle-check', 'circle cx=12 cy=12 r=10|m16 9-5.5 5.5L8 12');
