import { createIcon } from './create-icon';

export const ArrowLeft = /* @__PURE__ */ createIcon('arrow-left', 'm12 19-7-7 7-7|M19 12H5');
