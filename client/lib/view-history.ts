/**
 * The browsing history, kept in local storage: day entries `{date, productSpuList}`,
 * newest first. A product already present for today is not added again; new ones go
 * first; more than 7 day entries are cut to 6.
 */
export interface HistoryDay {
  /** year-month-day in the shopper's own time zone. */
  date: string;
  productSpuList: string[];
}

export const HISTORY_STORAGE_KEY = "he-viewedHistory";
const MAX_DAYS = 7;
const KEPT_DAYS = 6;

export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addToHistory(days: HistoryDay[], spuCode: string, today: string): HistoryDay[] {
  const current = days.find((d) => d.date === today);
  if (current?.productSpuList.includes(spuCode)) return days;
  const next = current
    ? days.map((d) => (d === current ? { date: today, productSpuList: [spuCode, ...d.productSpuList] } : d))
    : [{ date: today, productSpuList: [spuCode] }, ...days];
  return next.length > MAX_DAYS ? next.slice(0, KEPT_DAYS) : next;
}

const isDay = (value: unknown): value is HistoryDay =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as HistoryDay).date === "string" &&
  Array.isArray((value as HistoryDay).productSpuList) &&
  (value as HistoryDay).productSpuList.every((s) => typeof s === "string");

/** Whatever is stored, a list of well-formed days comes out (a damaged value reads as empty). */
export function readHistory(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): HistoryDay[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HISTORY_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isDay) : [];
  } catch {
    return [];
  }
}

export function recordView(spuCode: string, storage: Storage | undefined = globalThis.localStorage, now = new Date()) {
  if (!storage) return;
  const before = readHistory(storage);
  const after = addToHistory(before, spuCode, localDate(now));
  if (after === before) return;
  try {
    storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(after));
  } catch {
    // Storage full or disabled (private mode): the history is a convenience, not a must.
  }
}

export function clearHistory(storage: Storage | undefined = globalThis.localStorage) {
  storage?.removeItem(HISTORY_STORAGE_KEY);
}
