import { useId } from "react";
import { PERSONALIZATION } from "~/shared/constants";
import { charCount } from "~/shared/char-count";
import { useT } from "../../../lib/use-t";

export interface PersonalizationValue {
  signature: string;
  message: string;
}

/** Engraving: a signature (required, 12 characters) and an optional message (150). */
export function PersonalizationFields({
  value,
  onChange,
  errors,
  onFocus,
}: {
  value: PersonalizationValue;
  onChange: (value: PersonalizationValue) => void;
  errors: Partial<Record<keyof PersonalizationValue, string>>;
  onFocus?: () => void;
}) {
  const t = useT();
  const id = useId();
  const field = (name: keyof PersonalizationValue, max: number, multiline: boolean) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const props = {
      id: fieldId,
      name,
      value: value[name],
      onFocus,
      // The limit is shown, not enforced by maxLength, so a pasted text can be fixed in place.
      onChange: (e: { target: { value: string } }) => onChange({ ...value, [name]: e.target.value }),
      "aria-invalid": Boolean(error),
      "aria-describedby": `${fieldId}-count${error ? ` ${fieldId}-error` : ""}`,
      required: name === "signature",
    };
    return (
      <div className="field">
        <label htmlFor={fieldId}>{t(`catalog.personalize.${name}`)}</label>
        {multiline ? <textarea rows={3} {...props} /> : <input type="text" autoComplete="off" {...props} />}
        <span id={`${fieldId}-count`} className="field__count">
          {t("catalog.personalize.count", { used: charCount(value[name]), max })}
        </span>
        {error && (
          <p id={`${fieldId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="personalization" data-testid="personalization">
      <legend>{t("catalog.personalize.title")}</legend>
      <p className="personalization__hint">{t("catalog.personalize.hint")}</p>
      {field("signature", PERSONALIZATION.signatureMax, false)}
      {field("message", PERSONALIZATION.messageMax, true)}
    </fieldset>
  );
}
