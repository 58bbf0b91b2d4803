import { useEffect, useState } from 'react';

/** The current time, refreshed every minute so 'Nm ago' labels move on by themselves. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
