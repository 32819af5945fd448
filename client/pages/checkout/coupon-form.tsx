import { useId, useState, type FormEvent } from "react";
import type { CartView } from "~/shared/checkout-types";
import { useT } from "../../lib/use-t";
import { HiddenLabelInput } from "../../components/ui/hidden-label-input";

/** One coupon per order, so a new code replaces the one applied. */
export function CouponForm({
  coupon,
  busy,
  onApply,
  onRemove,
}: {
  coupon: CartView["coupon"];
  busy: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onApply(code.trim())) setCode("");
  };
  return (
    <div className="coupon-form">
      {coupon && (
        <p className={coupon.applied ? "coupon-form__applied" : "coupon-form__problem"}>
          <span>{t("coupon.current", { code: coupon.code })}</span>
          {!coupon.applied && <span> — {coupon.message}</span>}{" "}
          <button type="button" className="button button--link" onClick={onRemove} disabled={busy}>
            {t("coupon.remove")}
          </button>
        </p>
      )}
      <form onSubmit={submit} className="coupon-form__row">
        <HiddenLabelInput
          id={`${id}-code`}
          label={t("coupon.label")}
          name="coupon"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t("coupon.label")}
          autoComplete="off"
          maxLength={40}
        />
        <button type="submit" className="button" disabled={busy || !code.trim()}>
          {t("coupon.apply")}
        </button>
      </form>
    </div>
  );
}
