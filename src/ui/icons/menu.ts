import { createIcon } from './create-icon';

export const Menu = /* @__PURE__ */ createIcon('menu', 'M4 5h16|M4 12h16|M4 19h16');
