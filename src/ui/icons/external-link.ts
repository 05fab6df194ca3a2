import { createIcon } from './create-icon';

export const ExternalLink = /* @__PURE__ */ createIcon(
  'external-link',
  'M15 3h6v6|M10 14 21 3|M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
);
