import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the screen has painted, as a low-priority update: a part of a page the user does not come
 * for first (a task's editable fields beside its entries) stops holding back the part they do (issue 25: the fill
 * page interactive sooner). `fallback` holds its place meanwhile.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setShown(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return shown ? children : fallback;
}
