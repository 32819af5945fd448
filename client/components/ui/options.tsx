/** One choice of a native select. */
export interface OptionItem {
  value: string | number;
  label: string;
  /** The language of the label, where it is not the page's (a language's own name). */
  lang?: string;
}

/** The options of a native select: first an empty-valued one ("All", "Choose…") if asked, then the items. */
export function Options({ items, empty }: { items: readonly OptionItem[]; empty?: string }) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {items.map((item) => (
        <option key={item.value} value={item.value} lang={item.lang}>
          {item.label}
        </option>
      ))}
    </>
  );
}
