import { contrast, over, type Rgb } from '../testing/contrast';
import { shadeOpacity } from './hero';

// The hero's colours (hero.module.css) and the dimmest text set on it: the eyebrow of the landing and services
// pages (landing.module.css, services.module.css), small type, so it needs 4.5:1 like the lead text.
const band: Rgb = [0x12, 0x26, 0x3f];
const leadText: Rgb = [0xe6, 0xed, 0xf6];
const eyebrow: Rgb = [0xcf, 0xe6, 0xe2];
const white: Rgb = [255, 255, 255];

// The slider's every value (0 to 1 in steps of 0.1, SPEC §9).
const settings = Array.from({ length: 11 }, (_, step) => step / 10);

/** Band, the image at the setting's opacity, the shade over both: what lies behind the text where the image is `pixel`. */
const behindText = (opacity: number, pixel: Rgb) => over(band, shadeOpacity(opacity), over(pixel, opacity, band));

// The image is the admin's: where it is white is the worst case for light text, every other colour gives more contrast.
test.each(settings)('at image opacity %s the hero text keeps 4.5:1 even over a white part of the image', (opacity) => {
  const background = behindText(opacity, white);
  expect(contrast(leadText, background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(eyebrow, background)).toBeGreaterThanOrEqual(4.5);
});

test('every step of the slider shows the image more than the one before', () => {
  // How much of a white part of the image comes through: its share of the mix with the band.
  const shownShare = (opacity: number) => behindText(opacity, white)[0] - behindText(opacity, band)[0];
  for (const [lower, higher] of settings.slice(0, -1).map((s, i) => [s, settings[i + 1] ?? 1] as const)) {
    expect(shownShare(higher)).toBeGreaterThan(shownShare(lower));
  }
});
