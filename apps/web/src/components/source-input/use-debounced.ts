import { useEffect, useState } from 'react';

/** `value` once it has stayed unchanged for `ms` (the live preview waits for the user to pause typing). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
