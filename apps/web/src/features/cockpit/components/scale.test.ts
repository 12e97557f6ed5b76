import { describe, expect, it } from 'vitest';
import { fitScale } from './scale';

describe('fitScale: the 1920×1080 design scaled to fit the window, centred', () => {
  it.each([
    // window, scale, left, top — worked out by hand
    ['the design size itself', 1920, 1080, 1, 0, 0],
    ['a 4K screen (same 16:9)', 3840, 2160, 2, 0, 0],
    ['a 1366×768 laptop (16:9 within a pixel)', 1366, 768, 768 / 1080, (1366 - 1920 * (768 / 1080)) / 2, 0],
    ['a 16:10 monitor: width limits, bands above and below', 1920, 1200, 1, 0, 60],
    ['an ultrawide 3440×1440: height limits, bands left and right', 3440, 1440, 4 / 3, (3440 - 2560) / 2, 0],
    ['a portrait 1080×1920', 1080, 1920, 0.5625, 0, (1920 - 607.5) / 2],
  ])('%s', (_label, w, h, scale, left, top) => {
    const fit = fitScale(w, h);
    expect(fit.scale).toBeCloseTo(scale, 10);
    expect(fit.left).toBeCloseTo(left, 10);
    expect(fit.top).toBeCloseTo(top, 10);
    // the whole design shows: scaled width and height within the window
    expect(1920 * fit.scale).toBeLessThanOrEqual(w + 1e-9);
    expect(1080 * fit.scale).toBeLessThanOrEqual(h + 1e-9);
  });

  it('keeps the design as it is while the window has no size yet', () => {
    expect(fitScale(0, 0)).toEqual({ scale: 1, left: 0, top: 0 });
  });
});
