/**
 * For every `<input type="date">`: with a maximum, Chromium's year segment takes four digits instead of six, so a
 * date typed one digit too long cannot become the year 202666. The store refuses such dates as well.
 */
export const dateInputBounds = { min: '1900-01-01', max: '9999-12-31' } as const;
