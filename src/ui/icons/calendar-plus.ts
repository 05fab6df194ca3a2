import { createIcon } from './create-icon';

export const CalendarPlus = /* @__PURE__ */ createIcon(
  'calendar-plus',
  'M16 18h6|M16 2v3|M19 15v6|M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3|M3 9h18|M8 2v3',
);
