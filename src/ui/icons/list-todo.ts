import { createIcon } from './create-icon';

export const ListTodo = /* @__PURE__ */ createIcon(
  'list-todo',
  'M13 5h8|M13 12h8|M13 19h8|m3 17 2 2 4-4|rect x=3 y=4 width=6 height=6 rx=1',
);
