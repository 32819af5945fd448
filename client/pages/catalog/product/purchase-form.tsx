import { useSetAtom } from "jotai";
import { useEffect, useId, useState, type FormEvent } from "react";
import { COOKIE } from "~/shared/cookies";
import { Link } from "../../../components/ui/link";
import { RETURNS_DAYS, JEWELSAFE_RETURNS_DAYS } from "~/shared/constants";
import { pathTo } from "~/shared/url-scheme";
import type { ProductDetail } from "~/shared/catalog-types";
import { cartCountAtom } from "../../../atoms/shell";
import { PriceTag } from "../../../components/catalog/price-tag";
import { VatNote } from "../../../components/catalog/vat-note";
import { Stepper } from "../../../components/ui/stepper";
import { readCookie } from "../../../lib/api";
import { useLazyModule } from "../../../lib/lazy-module";
import { jewelSafeCookie } from "../../../lib/shop-cookies";
import { useApi } from "../../../lib/use-api";
import { useT } from "../../../lib/use-t";
import { PersonalizationFields, type PersonalizationValue } from "./personalization-fields";
import { SizeGuide } from "./size-guide";
import { VariantPicker } from "./variant-picker";
import { track } from "../../../lib/insight/track";
import { imageFor, initialChoice, skuFor, stockState, type VariantChoice } from "./variants";

const loadSchema = () => import("~/shared/schemas/cart-line");

type Errors = Partial<Record<"sku" | "signature" | "message" | "form", string>>;
type Status = "idle" | "checking" | "added";

/** Where a field the cart API refused shows its message on this form. */
const SERVER_FIELDS: Record<string, keyof Errors> = { sku: "sku", signature: "signature", message: "message" };

/**
 * Colour, size, engraving, JewelSafe and quantity, checked with the cart line schema first,
 * then put in the bag with `cart/add`, which checks it all again; its answer (the whole cart)
 * sets the header badge, and a refusal shows the server's message on its field. A choice whose
 * variant has its own picture asks the gallery to show it (`onVariantImage`).
 */
export function PurchaseForm({ product, onVariantImage }: { product: ProductDetail; onVariantImage?: (index: number) => void }) {
  const t = useT();
  const id = useId();
  const schema = useLazyModule(loadSchema);
  const api = useApi();
  const setCartCount = useSetAtom(cartCountAtom);
  const [addedText, setAddedText] = useState("");
  const [choice, setChoice] = useState<VariantChoice>(() => initialChoice(product.skus));
  const [quantity, setQuantity] = useState(1);
  const [personal, setPersonal] = useState<PersonalizationValue>({ signature: "", message: "" });
  const [jewelSafe, setJewelSafe] = useState(false);
  // The shopper's last JewelSafe choice (he-jewelSafe) is offered again; read after hydration
  // because product pages come from the shared edge cache.
  useEffect(() => {
    if (product.jewelSafe && readCookie(COOKIE.jewelSafe) === "1") setJewelSafe(true);
  }, [product.jewelSafe]);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>("idle");

  const sku = skuFor(product.skus, choice);
  const stock = stockState(sku);
  const soldOut = stock?.kind === "soldOut";
  const maxQuantity = sku?.stock ?? undefined;

  const change =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setStatus("idle");
    };

  const choose = (next: VariantChoice) => {
    change(setChoice)(next);
    const image = imageFor(product.skus, next);
    if (image !== undefined) onVariantImage?.(image);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus("checking");
    const { cartLineFor } = await schema.load();
    const parsed = cartLineFor(product.personalizable).safeParse({
      spuCode: product.spuCode,
      skuCode: sku?.skuCode ?? "",
      quantity,
      jewelSafe,
      ...(product.personalizable ? { personalization: personal } : {}),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.at(-1) === "skuCode" ? "sku" : (issue.path.at(-1) as keyof Errors);
        next[key in { sku: 1, signature: 1, message: 1 } ? key : "form"] ??= t(issue.message);
      }
      setErrors(next);
      setStatus("idle");
      return;
    }
    setErrors({});
    const line = parsed.data;
    try {
      const answer = await api("cart/add", {
        sku: line.skuCode,
        quantity: line.quantity,
        jewelSafe: line.jewelSafe,
        ...(line.personalization ? { signature: line.personalization.signature, message: line.personalization.message } : {}),
      });
      if (answer.code === 200) {
        if (product.jewelSafe) document.cookie = jewelSafeCookie(line.jewelSafe, window.location.protocol === "https:");
        setCartCount(answer.data.count);
        track({ kind: "bag" });
        setAddedText(answer.message);
        setStatus("added");
        return;
      }
      const refused: Errors = {};
      const fields = answer.data?.fields ?? {};
      for (const [field, message] of Object.entries(fields)) refused[Object.hasOwn(SERVER_FIELDS, field) ? SERVER_FIELDS[field] : "form"] ??= message;
      if (!Object.keys(refused).length) refused.form = answer.message;
      setErrors(refused);
    } catch {
      setErrors({ form: t("cart.networkError") });
    }
    setStatus("idle");
  };

  return (
    <form className="purchase-form" onSubmit={submit} noValidate aria-describedby={`${id}-status`} data-testid="purchase-form">
      <PriceTag
        sale={sku?.price ?? product.salePrice}
        base={sku?.basePrice ?? product.basePrice}
        lowestPrior={sku ? sku.lowestPrior : product.lowestPrior}
        className="price-tag--large"
      />
      <VatNote />
      <VariantPicker skus={product.skus} choice={choice} onChange={choose} sizeError={errors.sku} />
      {product.sizeGuide && <SizeGuide kind={product.sizeGuide} measurements={product.measurements} />}
      {stock && (
        <p className={`stock stock--${stock.kind}`} data-testid="stock">
          {stock.kind === "low" ? t("catalog.stock.low", { count: stock.count }) : t(`catalog.stock.${stock.kind}`)}
        </p>
      )}
      {product.personalizable && <PersonalizationFields value={personal} onChange={change(setPersonal)} errors={errors} onFocus={schema.preload} />}
      {product.jewelSafe && (
        // The checkbox is inside the label, its text two levels down (past the rule's depth).
        // eslint-disable-next-line jsx-a11y/label-has-associated-control
        <label className="jewelsafe">
          <input type="checkbox" checked={jewelSafe} onChange={(e) => change(setJewelSafe)(e.target.checked)} />
          <span>
            <strong>{t("catalog.jewelSafe.title", { price: product.jewelSafe.price.formatted })}</strong>
            <span className="jewelsafe__text">{t("catalog.jewelSafe.text", { days: JEWELSAFE_RETURNS_DAYS, standard: RETURNS_DAYS })}</span>
          </span>
        </label>
      )}
      <div className="purchase-form__row">
        <Stepper value={quantity} onChange={change(setQuantity)} label={t("catalog.product.quantity")} min={1} max={maxQuantity} disabled={soldOut} />
        <button
          type="submit"
          className="button button--primary purchase-form__submit"
          disabled={soldOut || status === "checking"}
          onFocus={schema.preload}
        >
          {soldOut ? t("catalog.stock.soldOut") : t("catalog.product.addToBag")}
        </button>
      </div>
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <p id={`${id}-status`} role="status" className="purchase-form__status" data-testid="purchase-status">
        {status === "added" && (
          <>
            {addedText} <Link to={pathTo("cart")}>{t("catalog.product.viewBag")}</Link>
          </>
        )}
      </p>
      <p className="purchase-form__customize">
        <Link to={pathTo("customMade", {}, { product: product.productCode })} data-testid="customize-link">
          {t("catalog.product.customize")}
        </Link>
      </p>
    </form>
  );
}
