import { createIcon } from './create-icon';

export const UserRound = /* @__PURE__ */ createIcon('user-round', 'circle cx=12 cy=8 r=5|M20 21a8 8 0 0 0-16 0');
