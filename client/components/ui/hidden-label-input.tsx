import type { InputHTMLAttributes } from "react";

/**
 * The input of a one-field form (search, newsletter, coupon): its label is for screen readers
 * only, as the placeholder and the button beside it say what it is for to the eye.
 */
export function HiddenLabelInput({ id, label, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} {...input} />
    </>
  );
}
