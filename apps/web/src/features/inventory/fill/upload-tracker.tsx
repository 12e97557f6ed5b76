import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Tracker = { running: number; begin: () => () => void };

const UploadContext = createContext<Tracker>({ running: 0, begin: () => () => undefined });

/**
 * Counts the uploads in flight on a task screen: submission waits until every one has finished
 * (issue 10 "submission waits until every upload has finished").
 */
export function UploadTracker({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(0);
  const begin = useCallback(() => {
    setRunning((n) => n + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      setRunning((n) => n - 1);
    };
  }, []);
  const value = useMemo(() => ({ running, begin }), [running, begin]);
  return <UploadContext.Provider value={value}>{children}</UploadContext.Provider>;
}

export const useUploads = () => useContext(UploadContext);
