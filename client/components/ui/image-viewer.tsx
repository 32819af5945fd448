import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from "react";
import { useT } from "../../lib/use-t";
import { UI_DEFAULTS } from "./defaults";
import { Modal } from "./modal";
import { rotateStep, toPreviewSource, zoomStep, type PreviewItem } from "./preview-items";

export interface ImageViewerProps {
  items: PreviewItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  index: number;
  onIndexChange: (index: number) => void;
}

/**
 * Full-screen preview of images and videos: arrows (keys, buttons or a swipe of more than
 * 10px) move between items; + and − zoom (0.2 to 7), the rotate buttons turn by 90°.
 */
export function ImageViewer({ items, open, onOpenChange, index, onIndexChange }: ImageViewerProps) {
  const t = useT();
  const [scale, setScale] = useState(1);
  const [rotation, setRotation] = useState(0);
  const swipeFrom = useRef<number | null>(null);
  const count = items.length;
  const current = Math.min(Math.max(0, index), Math.max(0, count - 1));
  const source = count ? toPreviewSource(items[current]) : null;
  const title = t("ui.viewer.title", { n: current + 1, total: count });

  useEffect(() => {
    setScale(1);
    setRotation(0);
  }, [current, open]);

  const go = (step: 1 | -1) => count > 1 && onIndexChange((current + step + count) % count);
  const zoom = (direction: 1 | -1) => setScale((s) => zoomStep(s, direction));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLVideoElement) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      "+": () => zoom(1),
      "=": () => zoom(1),
      "-": () => zoom(-1),
      "0": () => (setScale(1), setRotation(0)),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const onPointerDown = (event: PointerEvent) => (swipeFrom.current = event.clientX);
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || scale !== 1) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) > UI_DEFAULTS.swipeThresholdPx) go(dx < 0 ? 1 : -1);
  };
  const onWheel = (event: WheelEvent) => event.deltaY !== 0 && zoom(event.deltaY < 0 ? 1 : -1);

  const tool = (label: string, glyph: string, action: () => void, disabled = false) => (
    <button type="button" className="ui-viewer__tool" aria-label={label} title={label} onClick={action} disabled={disabled}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} className="ui-viewer" onKeyDown={onKeyDown}>
      <div className="ui-viewer__content">
        <div className="ui-viewer__toolbar" role="toolbar" aria-label={t("ui.viewer.tools")}>
          {tool(t("ui.viewer.prev"), "‹", () => go(-1), count < 2)}
          {tool(t("ui.viewer.next"), "›", () => go(1), count < 2)}
          {tool(t("ui.viewer.zoomOut"), "−", () => zoom(-1), scale <= UI_DEFAULTS.preview.minScale)}
          {tool(t("ui.viewer.zoomIn"), "+", () => zoom(1), scale >= UI_DEFAULTS.preview.maxScale)}
          {tool(t("ui.viewer.rotateLeft"), "↺", () => setRotation((r) => rotateStep(r, -1)))}
          {tool(t("ui.viewer.rotateRight"), "↻", () => setRotation((r) => rotateStep(r, 1)))}
          {tool(t("ui.viewer.reset"), "1:1", () => (setScale(1), setRotation(0)))}
          <span className="ui-viewer__zoom" aria-live="polite">
            {t("ui.viewer.zoom", { percent: Math.round(scale * 100) })}
          </span>
        </div>
        <div className="ui-viewer__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onWheel={onWheel}>
          {source?.kind === "image" && (
            <img
              src={source.src}
              alt={source.alt ?? title}
              draggable={false}
              className="ui-viewer__media"
              style={{ transform: `scale(${scale}) rotate(${rotation}deg)` }}
              data-scale={scale}
              data-rotation={rotation}
            />
          )}
          {source?.kind === "video" && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- shoppers' own review videos come without captions
            <video
              src={source.src}
              poster={source.poster}
              controls
              className="ui-viewer__media"
              style={{ transform: `scale(${scale}) rotate(${rotation}deg)` }}
              aria-label={source.alt ?? title}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
