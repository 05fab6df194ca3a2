import { createIcon } from './create-icon';

export const Vote = /* @__PURE__ */ createIcon(
  'vote',
  'm9 12 2 2 4-4|M5 7c0-1.1.9-2 2-2h10a2 2 0 0 1 2 2v12H5V7Z|M22 19H2',
);
