import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "./class-names";
import { nextIndex } from "./roving";

export interface TabItem<V extends string = string> {
  title: string;
  value: V;
  icon?: ReactNode;
  afterIcon?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string> {
  items: TabItem<V>[];
  /** Names the tab list for screen readers. */
  label: string;
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
  /** The panel of the selected tab. */
  children?: (value: V) => ReactNode;
}

/** Tabs (ARIA tabs pattern): arrow keys, Home and End move and select; one panel shows. */
export function Tabs<V extends string>({ items, label, value, defaultValue, onChange, children }: TabsProps<V>) {
  const id = useId();
  const [own, setOwn] = useState<V | undefined>(defaultValue ?? items.find((item) => !item.disabled)?.value);
  const selected = value ?? own;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (next: V) => {
    setOwn(next);
    if (next !== selected) onChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = nextIndex(
      event.key,
      index,
      items.map((item) => Boolean(item.disabled)),
    );
    if (target === null) return;
    event.preventDefault();
    refs.current[target]?.focus();
    select(items[target].value);
  };
  const tabId = (v: V) => `${id}-tab-${v}`;
  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tabs__list">
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(el) => void (refs.current[index] = el)}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              disabled={item.disabled}
              className={cx("ui-tabs__tab", active && "ui-tabs__tab--active")}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.icon && (
                <span className="ui-tabs__icon" aria-hidden="true">
                  {item.icon}
                </span>
              )}
              {item.title}
              {item.afterIcon && (
                <span className="ui-tabs__icon" aria-hidden="true">
                  {item.afterIcon}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {selected !== undefined && children && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected)} tabIndex={0} className="ui-tabs__panel">
          {children(selected)}
        </div>
      )}
    </div>
  );
}
