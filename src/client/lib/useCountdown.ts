import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until the server's deadline, corrected for the gap between the server's clock and this
 * device's; calls onZero once when it runs out.
 */
export function useCountdown(deadlineAt: Date, serverNow: Date, onZero: () => void): number {
  const offset = useRef(new Date(serverNow).getTime() - Date.now());
  const left = () => Math.max(0, Math.ceil((new Date(deadlineAt).getTime() - (Date.now() + offset.current)) / 1000));
  const [seconds, setSeconds] = useState(left);
  const fired = useRef(false);
  const zero = useRef(onZero);
  zero.current = onZero;

  useEffect(() => {
    const tick = () => {
      const s = left();
      setSeconds(s);
      if (s === 0 && !fired.current) {
        fired.current = true;
        zero.current();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
    // The deadline is fixed for the life of an exam.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadlineAt]);
  return seconds;
}
