import type { Sku } from "~/shared/catalog-types";
import type { ReactNode } from "react";
import { useT } from "../../../lib/use-t";
import { chooseColor, colorsOf, sizesOf, type VariantChoice } from "./variants";

/**
 * Colour swatches and sizes as native radio groups; a choice that is sold out stays visible
 * but disabled, so the shopper sees what exists.
 */
export function VariantPicker({
  skus,
  choice,
  onChange,
  sizeError,
}: {
  skus: Sku[];
  choice: VariantChoice;
  onChange: (choice: VariantChoice) => void;
  sizeError?: string;
}) {
  const t = useT();
  const colors = colorsOf(skus);
  const sizes = sizesOf(skus, choice.color);
  return (
    <>
      {colors.length > 0 && (
        <fieldset className="variant-group" data-testid="color-choice">
          <legend>
            {t("catalog.product.color")}: <strong>{choice.color ?? t("catalog.product.choose")}</strong>
          </legend>
          <div className="variant-group__options">
            {colors.map((color) => (
              <VariantOption
                key={color.name}
                className="swatch"
                title={color.name}
                group="color"
                value={color.name}
                checked={choice.color === color.name}
                available={color.available}
                onChoose={() => onChange(chooseColor(skus, choice, color.name))}
              >
                <span className="swatch__chip" style={{ background: color.hex }} aria-hidden="true" />
              </VariantOption>
            ))}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className="variant-group" data-testid="size-choice" aria-describedby={sizeError ? "size-error" : undefined}>
          <legend>
            {t("catalog.product.size")}: <strong>{choice.size ?? t("catalog.product.choose")}</strong>
          </legend>
          <div className="variant-group__options">
            {sizes.map((size) => (
              <VariantOption
                key={size.size}
                className={size.available ? "size-option" : "size-option size-option--sold-out"}
                group="size"
                value={size.size}
                checked={choice.size === size.size}
                available={size.available}
                onChoose={() => onChange({ ...choice, size: size.size })}
              >
                <span aria-hidden="true">{size.size}</span>
              </VariantOption>
            ))}
          </div>
          {sizeError && (
            <p id="size-error" className="field-error" role="alert">
              {sizeError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}

/** One choice of a variant group: a hidden radio, what the eye sees (children), and its name for screen readers. */
function VariantOption({
  className,
  title,
  group,
  value,
  checked,
  available,
  onChoose,
  children,
}: {
  className: string;
  title?: string;
  group: "color" | "size";
  value: string;
  checked: boolean;
  available: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <label className={className} title={title}>
      <input type="radio" name={group} className="visually-hidden" value={value} checked={checked} disabled={!available} onChange={onChoose} />
      {children}
      <span className="visually-hidden">
        {value}
        {!available && ` (${t("catalog.product.soldOut")})`}
      </span>
    </label>
  );
}
