import type { Sku } from "~/shared/catalog-types";
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
              <label key={color.name} className="swatch" title={color.name}>
                <input
                  type="radio"
                  name="color"
                  className="visually-hidden"
                  value={color.name}
                  checked={choice.color === color.name}
                  disabled={!color.available}
                  onChange={() => onChange(chooseColor(skus, choice, color.name))}
                />
                <span className="swatch__chip" style={{ background: color.hex }} aria-hidden="true" />
                <span className="visually-hidden">
                  {color.name}
                  {!color.available && ` (${t("catalog.product.soldOut")})`}
                </span>
              </label>
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
              <label key={size.size} className={size.available ? "size-option" : "size-option size-option--sold-out"}>
                <input
                  type="radio"
                  name="size"
                  className="visually-hidden"
                  value={size.size}
                  checked={choice.size === size.size}
                  disabled={!size.available}
                  onChange={() => onChange({ ...choice, size: size.size })}
                />
                <span aria-hidden="true">{size.size}</span>
                <span className="visually-hidden">
                  {size.size}
                  {!size.available && ` (${t("catalog.product.soldOut")})`}
                </span>
              </label>
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
