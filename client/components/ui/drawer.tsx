import type { CSSProperties } from "react";
import { UI_DEFAULTS } from "./defaults";
import { Modal, type ModalBaseProps } from "./modal";

export type DrawerDirection = "right" | "left" | "top" | "bottom";

export interface DrawerProps extends ModalBaseProps {
  /** The side it slides in from; the right by default. */
  direction?: DrawerDirection;
  /** Width for left/right drawers, height for top/bottom ones (30% and 40% by default). */
  size?: string;
  zIndex?: number;
}

/** A side drawer: a modal panel attached to one edge of the viewport. */
export function Drawer({ direction = UI_DEFAULTS.drawer.direction, size, zIndex = UI_DEFAULTS.drawer.zIndex, ...props }: DrawerProps) {
  const horizontal = direction === "left" || direction === "right";
  const extent = size ?? (horizontal ? UI_DEFAULTS.drawer.width : UI_DEFAULTS.drawer.height);
  const style = { "--ui-drawer-size": extent, zIndex } as CSSProperties;
  return <Modal {...props} className={`ui-drawer ui-drawer--${direction}`} style={style} />;
}
