import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";
import { useScrollLock } from "./scroll-lock";
import { ToastOutlet } from "./toast-host";

export type CloseReason = "mask" | "button" | "escape";

/** What a drawer, a dialog and the image viewer share: a model value and the ways to close. */
export interface ModalBaseProps {
  /** The model value: whether the overlay is open. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Clicking the mask closes only when this is set. */
  maskClosable?: boolean;
  /** When given, it decides: the overlay closes only if it calls `done`. */
  beforeClose?: (done: () => void, reason: CloseReason) => void;
  showClose?: boolean;
  /** Hides the title visually (it still names the overlay for screen readers). */
  hideTitle?: boolean;
}

interface ModalProps extends ModalBaseProps {
  className: string;
  style?: CSSProperties;
  /** Keys other than Escape, from anywhere inside (the image viewer's arrows and zoom). */
  onKeyDown?: (event: KeyboardEvent) => void;
}

const FOCUSABLE = "[autofocus], button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

/** A radio button is a tab stop only when checked, or first in a group where none is. */
function inTabOrder(el: HTMLElement): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== "radio") return true;
  const group = [...(el.form ?? el.ownerDocument).querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(el.name)}"]`)];
  return el.checked || (!group.some((radio) => radio.checked) && group[0] === el);
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function wrapFocus(event: KeyboardEvent, dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => (el.checkVisibility?.() ?? true) && inTabOrder(el));
  if (!controls.length) return;
  const [first, last] = [controls[0], controls[controls.length - 1]];
  const target = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * A native modal `<dialog>`: showModal() makes the rest of the page inert and puts the
 * overlay in the top layer; Tab wraps around inside it. The page's scroll lock is shared by all
 * overlays, and focus goes back to the element that opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  footer,
  maskClosable = true,
  beforeClose,
  showClose = true,
  hideTitle = false,
  className,
  style,
  onKeyDown,
}: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnMask = useRef(false);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (!dialog.contains(document.activeElement)) (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && opener.current) {
      const back = opener.current;
      opener.current = null;
      if (back.isConnected) back.focus();
    }
  }, [open]);

  const requestClose = (reason: CloseReason) => {
    if (reason === "mask" && !maskClosable) return;
    const done = () => onOpenChange(false);
    if (beforeClose) beforeClose(done, reason);
    else done();
  };

  // The panel fills the dialog box, so a click whose target is the dialog itself hit the mask.
  const onMouseDown = (event: MouseEvent) => (pressedOnMask.current = event.target === ref.current);
  const onClick = (event: MouseEvent) => {
    if (event.target === ref.current && pressedOnMask.current) requestClose("mask");
    pressedOnMask.current = false;
  };

  return (
    // The mouse handlers only close on a click on the mask; keyboards close with Escape (onKeyDown).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={cx("ui-modal", className)}
      style={style}
      aria-labelledby={titleId}
      onMouseDown={onMouseDown}
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key === "Tab") return wrapFocus(event, ref.current);
        if (event.key !== "Escape") return onKeyDown?.(event);
        // Handled here, so the browser's own cancel never closes past a beforeClose.
        event.preventDefault();
        event.stopPropagation();
        requestClose("escape");
      }}
      onCancel={(event) => {
        event.preventDefault();
        requestClose("escape");
      }}
      onClose={() => open && onOpenChange(false)}
    >
      <div className="ui-modal__panel">
        {/* A <header> here would be a second banner landmark (axe landmark-banner-is-top-level). */}
        <div className="ui-modal__header">
          <h2 id={titleId} className={cx("ui-modal__title", hideTitle && "visually-hidden")}>
            {title}
          </h2>
          {showClose && (
            <button type="button" className="ui-modal__close" aria-label={t("ui.close")} onClick={() => requestClose("button")}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="ui-modal__body">{open ? children : null}</div>
        {footer && <footer className="ui-modal__footer">{footer}</footer>}
      </div>
      {open && <ToastOutlet />}
    </dialog>
  );
}
