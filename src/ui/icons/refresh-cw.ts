import { createIcon } from './create-icon';

export const RefreshCw = /* @__PURE__ */ createIcon(
  'refresh-cw',
  'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8|M21 3v5h-5|M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16|M8 16H3v5',
);
