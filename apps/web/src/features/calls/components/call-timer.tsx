import { useEffect, useState } from 'react';
import { formatCallDuration } from '../call-duration';

/** Elapsed call time as m:ss, ticking every second from `startedAt` (Date.now() milliseconds). */
export function CallTimer({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="font-mono text-sm text-slate-700 tabular-nums">
      <span className="sr-only">Call time </span>
      {formatCallDuration(now - startedAt)}
    </span>
  );
}
