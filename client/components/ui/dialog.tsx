import type { CSSProperties } from "react";
import { UI_DEFAULTS } from "./defaults";
import { Modal, type ModalBaseProps } from "./modal";

export interface DialogProps extends ModalBaseProps {
  /** Any CSS width; 50% by default (defaults.ts). */
  width?: string;
  zIndex?: number;
}

/** A centred modal dialog. */
export function Dialog({ width = UI_DEFAULTS.dialog.width, zIndex = UI_DEFAULTS.dialog.zIndex, ...props }: DialogProps) {
  const style = { "--ui-modal-width": width, zIndex } as CSSProperties;
  return <Modal {...props} className="ui-dialog" style={style} />;
}
