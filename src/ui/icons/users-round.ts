import { createIcon } from './create-icon';

export const UsersRound = /* @__PURE__ */ createIcon(
  'users-round',
  'M18 21a8 8 0 0 0-16 0|circle cx=10 cy=8 r=5|M22 20c0-3.37-2-6.5-4-8a5 5 0 0 0-.45-8.3',
);
