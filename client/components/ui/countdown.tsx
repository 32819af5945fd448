import { useEffect, useRef, useState } from "react";
import { useT } from "../../lib/use-t";
import { countdownParts } from "./countdown-parts";

export interface CountdownProps {
  /** Seconds left when it renders; the server's first render shows exactly this. */
  seconds: number;
  onFinish?: () => void;
  /** What it counts down to, e.g. "Sale ends in". */
  label?: string;
}

/**
 * Ticks down once a second to zero: days (only when not zero), then hh:mm:ss. It counts
 * from a deadline rather than adding up ticks, so a slow tab does not drift.
 */
export function Countdown({ seconds, onFinish, label }: CountdownProps) {
  const t = useT();
  const [left, setLeft] = useState(Math.max(0, Math.floor(seconds)));
  const finish = useRef(onFinish);
  finish.current = onFinish;

  useEffect(() => {
    const start = Math.max(0, Math.floor(seconds));
    setLeft(start);
    if (start === 0) return;
    const deadline = Date.now() + start * 1000;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        finish.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  const parts = countdownParts(left);
  return (
    <span role="timer" className="ui-countdown" aria-label={label}>
      {parts.days > 0 && <span className="ui-countdown__days">{t("ui.countdown.days", { n: parts.days })} </span>}
      <span className="ui-countdown__clock">
        {parts.hours}:{parts.minutes}:{parts.seconds}
      </span>
    </span>
  );
}
