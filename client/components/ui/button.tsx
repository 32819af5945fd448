import type { ButtonHTMLAttributes } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "default" | "primary" | "link";
  /** Busy: disabled, with a spinner and the text "loading...". */
  loading?: boolean;
}

/** The shop's button (styles from app.css), with a loading state. */
export function Button({ variant = "default", loading = false, className, children, disabled, type = "button", ...rest }: ButtonProps) {
  const t = useT();
  return (
    <button
      {...rest}
      type={type}
      className={cx("button", variant !== "default" && `button--${variant}`, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <>
          <span className="ui-spinner" style={{ width: 16, height: 16 }} aria-hidden="true" />
          {t("ui.button.loading")}
        </>
      ) : (
        children
      )}
    </button>
  );
}
