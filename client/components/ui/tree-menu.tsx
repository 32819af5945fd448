import { useState } from "react";
import { Link } from "./link";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";

export interface TreeItem {
  text: string;
  /** A marker dot ("new") beside the text. */
  dot?: boolean;
  /** Link target (built with pathTo) of a leaf. */
  to?: string;
  /** Identifies the item for onSelect and `active`. */
  value?: string;
  children?: TreeItem[];
}

export interface TreeMenuProps {
  items: TreeItem[];
  label: string;
  active?: string;
  onSelect?: (item: TreeItem) => void;
  /** Branches open at first, by text or value. */
  defaultOpen?: string[];
}

const keyOf = (item: TreeItem) => item.value ?? item.text;

/** A nested menu: branches are disclosure buttons, leaves are links or buttons. */
export function TreeMenu({ items, label, active, onSelect, defaultOpen = [] }: TreeMenuProps) {
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const toggle = (key: string) => setOpen((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));
  return (
    <nav aria-label={label} className="ui-tree">
      <Branch items={items} depth={0} open={open} toggle={toggle} active={active} onSelect={onSelect} />
    </nav>
  );
}

interface BranchProps {
  items: TreeItem[];
  depth: number;
  open: string[];
  toggle: (key: string) => void;
  active?: string;
  onSelect?: (item: TreeItem) => void;
}

function Branch({ items, depth, open, toggle, active, onSelect }: BranchProps) {
  const t = useT();
  const text = (item: TreeItem) => (
    <>
      <span>{item.text}</span>
      {item.dot && (
        <span className="ui-tree__dot">
          <span className="visually-hidden">{t("ui.tree.dot")}</span>
        </span>
      )}
    </>
  );
  return (
    <ul className={cx("ui-tree__list", depth > 0 && "ui-tree__list--nested")}>
      {items.map((item) => {
        const key = keyOf(item);
        const current = active !== undefined && key === active;
        const props = { className: cx("ui-tree__item", current && "ui-tree__item--active"), "aria-current": current ? ("page" as const) : undefined };
        if (item.children?.length) {
          const expanded = open.includes(key);
          return (
            <li key={key}>
              <button type="button" className="ui-tree__item ui-tree__branch" aria-expanded={expanded} onClick={() => toggle(key)}>
                {text(item)}
                <span className="ui-tree__chevron" aria-hidden="true" />
              </button>
              {expanded && <Branch items={item.children} depth={depth + 1} open={open} toggle={toggle} active={active} onSelect={onSelect} />}
            </li>
          );
        }
        return (
          <li key={key}>
            {item.to ? (
              <Link to={item.to} {...props} onClick={() => onSelect?.(item)}>
                {text(item)}
              </Link>
            ) : (
              <button type="button" {...props} onClick={() => onSelect?.(item)}>
                {text(item)}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
