import { createIcon } from './create-icon';

export const FileText = /* @__PURE__ */ createIcon(
  'file-text',
  'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z|M14 2v5a1 1 0 0 0 1 1h5|M10 9H8|M16 13H8|M16 17H8',
);
