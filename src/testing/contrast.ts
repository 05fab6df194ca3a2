/** WCAG 2 relative luminance and contrast ratio, for tests of colours the screens compute. */
export type Rgb = readonly [number, number, number];

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` at opacity `alpha` over `bottom`. */
export const over = ([r, g, b]: Rgb, alpha: number, [r0, g0, b0]: Rgb): Rgb => {
  const mix = (top: number, bottom: number) => top * alpha + bottom * (1 - alpha);
  return [mix(r, r0), mix(g, g0), mix(b, b0)];
};

/** '#rrggbb' */
export const fromHex = (hex: string): Rgb => {
  const at = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return [at(1), at(3), at(5)];
};
