import { createIcon } from './create-icon';

export const ArrowLeft = /* @__PURE__ */ createIcon('arrow-left', [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
]);
