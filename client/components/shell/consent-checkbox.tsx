import type { OptionalCategory } from "~/shared/consent";

/** One switchable consent category, as the banner and the cookie settings page show it. */
export function ConsentCheckbox({
  category,
  checked,
  onChange,
  label,
}: {
  category: OptionalCategory;
  checked: boolean;
  onChange: (category: OptionalCategory, checked: boolean) => void;
  label: string;
}) {
  return (
    <label>
      <input type="checkbox" name={category} checked={checked} onChange={(e) => onChange(category, e.target.checked)} /> {label}
    </label>
  );
}
