import { createIcon } from './create-icon';

export const Search = /* @__PURE__ */ createIcon('search', 'm21 21-4.34-4.34|circle cx=11 cy=11 r=8');
