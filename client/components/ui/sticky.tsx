import { useEffect, useRef, useState, type ReactNode } from "react";
import { cx } from "./class-names";

export interface StickyProps {
  children: ReactNode;
  /** Distance from the top of the viewport while stuck, in px. */
  top?: number;
  zIndex?: number;
  onStuckChange?: (stuck: boolean) => void;
  className?: string;
}

/**
 * Sticks to the top while its container scrolls past (CSS position: sticky, so nothing
 * jumps when the page hydrates). A sentinel above it tells when it is stuck, for a shadow.
 */
export function Sticky({ children, top = 0, zIndex = 10, onStuckChange, className }: StickyProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  const notify = useRef(onStuckChange);
  notify.current = onStuckChange;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const now = !entry.isIntersecting && entry.boundingClientRect.top < top;
        setStuck(now);
        notify.current?.(now);
      },
      { rootMargin: `${-top - 1}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [top]);

  return (
    <>
      <div ref={sentinel} className="ui-sticky__sentinel" aria-hidden="true" />
      <div className={cx("ui-sticky", stuck && "ui-sticky--stuck", className)} style={{ top, zIndex }} data-stuck={stuck || undefined}>
        {children}
      </div>
    </>
  );
}
