import { useEffect, useState, type ReactNode } from 'react';
import { DESIGN_HEIGHT, DESIGN_WIDTH, fitScale, type Fit } from './scale';

const windowFit = (): Fit => fitScale(window.innerWidth, window.innerHeight);

/**
 * The design (1920×1080) drawn at its own size and scaled by a CSS transform to fit the
 * window, following resizes: one layout for every wall screen (the React big-screen kits do
 * not fit React 19, module-research.md).
 */
export function ScaleToFit({ children }: { children: ReactNode }) {
  const [fit, setFit] = useState(windowFit);
  useEffect(() => {
    const onResize = () => setFit(windowFit());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <div className="cockpit-viewport">
      <div
        className="cockpit-canvas"
        data-testid="cockpit-canvas"
        style={{
          width: DESIGN_WIDTH,
          height: DESIGN_HEIGHT,
          transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
