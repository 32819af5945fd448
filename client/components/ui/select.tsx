import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";
import { UI_DEFAULTS } from "./defaults";

export interface SelectOption<V extends string | number = string> {
  name: string;
  value: V;
  /** A small picture before the name (a flag, a swatch photo). */
  img?: string;
  /** A colour dot before the name. */
  iconColor?: string;
  /** Marks the chosen option when no value is given. */
  selected?: boolean;
  disabled?: boolean;
}

export interface SelectProps<V extends string | number> {
  label: string;
  hideLabel?: boolean;
  options: SelectOption<V>[];
  value?: V | null;
  onChange?: (value: V, option: SelectOption<V>) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Submitted with a form through a hidden input. */
  name?: string;
  height?: number;
  zIndex?: number;
}

/** From `index`, the next enabled option in `direction`, or `index` itself when there is none. */
export function stepOption(options: { disabled?: boolean }[], index: number, direction: 1 | -1): number {
  for (let i = index + direction; i >= 0 && i < options.length; i += direction) if (!options[i].disabled) return i;
  return index;
}

/**
 * A select-only combobox (ARIA APG): the list opens with Enter, Space or the arrows;
 * arrows, Home, End and typed letters move; Enter, Space or Tab choose; Escape closes.
 */
export function Select<V extends string | number>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
  name,
  height = UI_DEFAULTS.select.heightPx,
  zIndex = UI_DEFAULTS.select.zIndex,
}: SelectProps<V>) {
  const t = useT();
  const id = useId();
  const [own, setOwn] = useState<V | null>(options.find((o) => o.selected)?.value ?? null);
  const current = value !== undefined ? value : own;
  const selectedIndex = options.findIndex((o) => o.value === current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: "", at: 0 });
  const selected = options[selectedIndex];
  const optionId = (index: number) => `${id}-o${index}`;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-o${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [open, active, id]);

  const firstEnabled = () => stepOption(options, -1, 1);
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index >= 0 ? index : firstEnabled());
  };
  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (!option || option.disabled) return;
    setOwn(option.value);
    if (option.value !== current) onChange?.(option.value, option);
  };
  const typeahead = (key: string) => {
    const now = Date.now();
    const text = (now - typed.current.at < 700 ? typed.current.text : "") + key.toLowerCase();
    typed.current = { text, at: now };
    const from = open ? active : selectedIndex;
    const order = [...options.keys()].map((i) => (i + from + (text.length === 1 ? 1 : 0)) % options.length);
    return order.find((i) => !options[i].disabled && options[i].name.toLowerCase().startsWith(text)) ?? -1;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const { key, altKey } = event;
    if (key.length === 1 && key !== " " && !event.ctrlKey && !event.metaKey) {
      const found = typeahead(key);
      if (found >= 0) openAt(found);
      return;
    }
    const handled = open ? whenOpen(key, altKey) : whenClosed(key);
    if (handled) event.preventDefault();
  };
  const whenClosed = (key: string) => {
    if (["ArrowDown", "ArrowUp", "Enter", " "].includes(key)) openAt(selectedIndex);
    else if (key === "Home") openAt(firstEnabled());
    else if (key === "End") openAt(stepOption(options, options.length, -1));
    else return false;
    return true;
  };
  const whenOpen = (key: string, altKey: boolean) => {
    if (key === "ArrowDown") setActive(stepOption(options, active, 1));
    else if (key === "ArrowUp" && altKey) choose(active);
    else if (key === "ArrowUp") setActive(stepOption(options, active, -1));
    else if (key === "Home") setActive(firstEnabled());
    else if (key === "End") setActive(stepOption(options, options.length, -1));
    else if (key === "Enter" || key === " ") choose(active);
    else if (key === "Escape") setOpen(false);
    else if (key === "Tab") {
      choose(active);
      return false;
    } else return false;
    return true;
  };

  const labelId = `${id}-label`;
  return (
    <div
      className={cx("ui-select", open && "ui-select--open", disabled && "ui-select--disabled")}
      style={{ ["--select-height" as string]: `${height}px` }}
    >
      <span id={labelId} className={cx("ui-select__label", hideLabel && "visually-hidden")}>
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={`${labelId} ${id}-value`}
        aria-controls={`${id}-list`}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-disabled={disabled || undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        className="ui-select__control"
        onClick={() => !disabled && (open ? setOpen(false) : openAt(selectedIndex))}
        onKeyDown={disabled ? undefined : onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <span id={`${id}-value`} className={cx("ui-select__value", !selected && "ui-select__placeholder")}>
          {selected ? <OptionContent option={selected} /> : (placeholder ?? t("ui.select.placeholder"))}
        </span>
        <span className="ui-select__arrow" aria-hidden="true" />
      </div>
      <ul
        role="listbox"
        id={`${id}-list`}
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        className="ui-select__list"
        style={{ zIndex }}
        // Keeps focus on the combobox, so choosing with the mouse does not blur it first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          // An option of a combobox: the keyboard moves through it from the input (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={String(option.value)}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            aria-disabled={option.disabled || undefined}
            className={cx("ui-select__option", index === active && "ui-select__option--active")}
            onClick={() => choose(index)}
            onMouseMove={() => !option.disabled && active !== index && setActive(index)}
          >
            <OptionContent option={option} />
          </li>
        ))}
      </ul>
      {name && <input type="hidden" name={name} value={current ?? ""} />}
    </div>
  );
}

function OptionContent({ option }: { option: SelectOption<string | number> }) {
  return (
    <>
      {option.img && <img src={option.img} alt="" width={20} height={20} className="ui-select__img" />}
      {option.iconColor && <span className="ui-select__swatch" style={{ background: option.iconColor }} aria-hidden="true" />}
      <span>{option.name}</span>
    </>
  );
}
