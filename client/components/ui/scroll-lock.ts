import { useEffect } from "react";

// One counter for every overlay: the page scrolls again only when the last one closes.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Locks page scrolling; the returned function releases this lock (once). */
export function lockScroll(): () => void {
  if (locks++ === 0) {
    const body = document.body;
    // Keep the content where it is when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

export function scrollLockCount(): number {
  return locks;
}

/** Holds a scroll lock while `active` is true. */
export function useScrollLock(active: boolean) {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
