import { createIcon } from './create-icon';

export const Trash2 = /* @__PURE__ */ createIcon(
  'trash',
  'M10 11v6|M14 11v6|M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6|M3 6h18|M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
);
