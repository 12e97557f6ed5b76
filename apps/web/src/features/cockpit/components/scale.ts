/** The cockpit's one design: 1920×1080 (issue 14), scaled to whatever screen shows it. */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

export type Fit = { scale: number; left: number; top: number };

/**
 * Scale-to-fit of the design into a window: the largest scale at which the whole design
 * shows (the smaller of the two ratios), centred, the rest of the window left dark
 * (letterbox), so nothing is cut off and text keeps its proportions.
 */
export function fitScale(width: number, height: number, design = { width: DESIGN_WIDTH, height: DESIGN_HEIGHT }): Fit {
  if (width <= 0 || height <= 0) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(width / design.width, height / design.height);
  return { scale, left: (width - design.width * scale) / 2, top: (height - design.height * scale) / 2 };
}
