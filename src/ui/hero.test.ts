import { shadeOpacity } from './hero';

// WCAG 2 relative luminance and contrast, for the hero's colours (hero.module.css).
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: readonly number[]) => 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
const contrast = (a: readonly number[], b: readonly number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
const over = (top: readonly number[], alpha: number, bottom: readonly number[]) => top.map((c, i) => c * alpha + bottom[i]! * (1 - alpha));

const band = [0x12, 0x26, 0x3f];
const leadText = [0xe6, 0xed, 0xf6];
const white = [255, 255, 255];

test.each([0, 0.4, 0.5, 0.6])('at image opacity %s the lead text keeps 4.5:1 even over a white part of the image', (opacity) => {
  const image = over(white, opacity, band);
  const background = over(band, shadeOpacity(opacity), image);
  expect(contrast(leadText, background)).toBeGreaterThanOrEqual(4.5);
});

test('the more the setting shows the image, the lighter the shade', () => {
  expect(shadeOpacity(0.2)).toBeGreaterThan(shadeOpacity(0.6));
  expect(shadeOpacity(1)).toBeGreaterThan(0);
});
