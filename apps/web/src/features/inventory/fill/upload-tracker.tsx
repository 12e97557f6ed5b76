import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useRunningUploads } from '../../../components/file-upload';

type Tracker = { running: number; begin: () => () => void };

const UploadContext = createContext<Tracker>({ running: 0, begin: () => () => undefined });

/**
 * Counts the uploads in flight on a task screen: submission waits until every one has finished
 * (issue 10 "submission waits until every upload has finished").
 */
export function UploadTracker({ children }: { children: ReactNode }) {
  const { running, begin } = useRunningUploads();
  const value = useMemo(() => ({ running, begin }), [running, begin]);
  return <UploadContext.Provider value={value}>{children}</UploadContext.Provider>;
}

export const useUploads = () => useContext(UploadContext);
