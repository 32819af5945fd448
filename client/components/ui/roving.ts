/**
 * The next enabled index for a roving-focus key (arrows, Home, End), wrapping around;
 * null for any other key. Shared by tabs and other one-row keyboard widgets.
 */
export function nextIndex(key: string, current: number, disabled: boolean[], orientation: "horizontal" | "vertical" = "horizontal"): number | null {
  const count = disabled.length;
  const forward = orientation === "horizontal" ? "ArrowRight" : "ArrowDown";
  const backward = orientation === "horizontal" ? "ArrowLeft" : "ArrowUp";
  let start: number;
  let step: number;
  if (key === forward) [start, step] = [current + 1, 1];
  else if (key === backward) [start, step] = [current - 1, -1];
  else if (key === "Home") [start, step] = [0, 1];
  else if (key === "End") [start, step] = [count - 1, -1];
  else return null;
  for (let n = 0; n < count; n++) {
    const index = (((start + n * step) % count) + count) % count;
    if (!disabled[index]) return index;
  }
  return null;
}
