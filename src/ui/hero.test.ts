import { contrast, over, type Rgb } from '../testing/contrast';
import { shadeOpacity } from './hero';

// The hero's colours (hero.module.css).
const band: Rgb = [0x12, 0x26, 0x3f];
const leadText: Rgb = [0xe6, 0xed, 0xf6];
const white: Rgb = [255, 255, 255];

test.each([0, 0.4, 0.5, 0.6])('at image opacity %s the lead text keeps 4.5:1 even over a white part of the image', (opacity) => {
  const image = over(white, opacity, band);
  const background = over(band, shadeOpacity(opacity), image);
  expect(contrast(leadText, background)).toBeGreaterThanOrEqual(4.5);
});

test('the more the setting shows the image, the lighter the shade', () => {
  expect(shadeOpacity(0.2)).toBeGreaterThan(shadeOpacity(0.6));
  expect(shadeOpacity(1)).toBeGreaterThan(0);
});
