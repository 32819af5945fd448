import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from "react";
import { cx } from "./class-names";
import { UI_DEFAULTS } from "./defaults";

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link) that the tip describes. */
  children: ReactElement<{ "aria-describedby"?: string }>;
  placement?: "top" | "bottom" | "left" | "right";
  zIndex?: number;
}

/**
 * A tip shown on hover and on keyboard focus. It stays while the pointer moves onto it and
 * Escape dismisses it (WCAG 1.4.13). It is always in the HTML, only hidden, so it describes
 * its trigger for screen readers; it floats above the page, so appearing moves nothing.
 */
export function Tooltip({ content, children, placement = "top", zIndex = UI_DEFAULTS.tooltip.zIndex }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <span
      className="ui-tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { "aria-describedby": id })}
      <span
        role="tooltip"
        id={id}
        className={cx("ui-tooltip__tip", `ui-tooltip__tip--${placement}`, open && "ui-tooltip__tip--open")}
        style={{ zIndex }}
      >
        {content}
      </span>
    </span>
  );
}
