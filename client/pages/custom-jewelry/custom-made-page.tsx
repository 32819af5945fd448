import { useId, useState, type FormEvent } from "react";
import { CUSTOM_JEWELRY } from "~/shared/constants";
import { CUSTOM_RULES, PIECE_TYPES } from "~/shared/custom-requests";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { Link } from "../../components/ui/link";
import { Options } from "../../components/ui/options";
import { UPLOAD_PRESETS } from "../../components/ui/upload-file";
import { useLazyModule } from "../../lib/lazy-module";
import { useT } from "../../lib/use-t";
import { ReviewField, SendFooter, UploadField } from "../catalog/reviews/review-field";
import { useApiForm, useUploads } from "../catalog/reviews/use-uploads";
import type { PageProps } from "../page-types";
import type { CustomMadeData } from "./custom-loaders.server";
import { definePage } from "../define-page";

const FIELDS = ["name", "email", "country", "pieceType", "material", "stone", "details", "images"] as const;
const loadSchemas = () => import("~/shared/schemas/custom-request");

/**
 * /custommade: the custom-jewelry request (name, email, country, type of piece, material,
 * stone, additional information, up to 5 pictures through the shared upload path), prefilled
 * with the product a "customize" link came from; then the confirmation with the request number.
 */
export default definePage(CustomMadePage, { loader: () => import("./custom-loaders.server").then((m) => m.customMadeLoader) });

function CustomMadePage({ data }: PageProps<CustomMadeData>) {
  const t = useT();
  const [sent, setSent] = useState<{ number: string; email: string } | null>(null);
  const steps = {
    depositMin: data.depositMin,
    depositMax: data.depositMax,
    draftHours: CUSTOM_JEWELRY.draftHours,
    moldDays: CUSTOM_JEWELRY.moldDays,
  };
  return (
    <section className="page custom-page">
      <h1>{t("custom.title")}</h1>
      {sent ? (
        <div className="custom-page__done" data-testid="custom-done" role="status">
          <h2>{t("custom.done.title")}</h2>
          <p>{t("custom.done.text", sent)}</p>
          <p className="custom-page__links">
            <Link to={pathTo("accountCustomRequests")}>{t("custom.done.account")}</Link>
            <button type="button" className="button button--link" onClick={() => setSent(null)}>
              {t("custom.done.another")}
            </button>
          </p>
        </div>
      ) : (
        <>
          <p>{t("custom.intro")}</p>
          <CustomForm data={data} onSent={setSent} />
        </>
      )}
      <aside className="custom-page__steps" aria-labelledby="custom-steps">
        <h2 id="custom-steps">{t("custom.steps.title")}</h2>
        <ol>
          <li>{t("custom.steps.deposit", steps)}</li>
          <li>{t("custom.steps.draft", steps)}</li>
          <li>
            {t("custom.steps.payments", {
              ...steps,
              first: CUSTOM_JEWELRY.payments[0],
              second: CUSTOM_JEWELRY.payments[1],
              final: CUSTOM_JEWELRY.payments[2],
            })}
          </li>
          <li>{t("custom.steps.delivery", { weeks: CUSTOM_JEWELRY.weeks, courierDays: CUSTOM_JEWELRY.courierDays })}</li>
        </ol>
        <p>
          {t("custom.contact")} <a href={`mailto:${data.contact}`}>{data.contact}</a>
        </p>
        <p>
          <Link to={helpPath("terms-of-service")}>{t("custom.steps.terms")}</Link>
        </p>
      </aside>
    </section>
  );
}

function CustomForm({ data, onSent }: { data: CustomMadeData; onSent: (sent: { number: string; email: string }) => void }) {
  const t = useT();
  const id = useId();
  const schemas = useLazyModule(loadSchemas);
  const uploads = useUploads("custom");
  const form = useApiForm(FIELDS, "custom.form.failed");
  const { errors, ref, failure, sending } = form;
  const [values, setValues] = useState({
    name: "",
    email: "",
    country: data.countries.some((c) => c.iso2 === data.country) ? data.country : "",
    pieceType: "",
    material: "",
    stone: "",
    details: "",
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { customRequestBody } = await schemas.load();
    const body = {
      ...values,
      ...(data.product ? { productCode: data.product.code } : {}),
      draft: uploads.draft,
      images: uploads.keysOf(),
    };
    await form.send(customRequestBody, body, "custom/request", (sent: { requestNumber: string }, _message, input) => {
      uploads.reset();
      onSent({ number: sent.requestNumber, email: input.email });
    });
  };

  return (
    <form className="custom-form" onSubmit={submit} onFocus={schemas.preload} noValidate data-testid="custom-form">
      {data.product && (
        <p className="custom-form__product" data-testid="custom-product">
          {t("custom.form.product", { title: data.product.title })}
        </p>
      )}
      <div className="custom-form__row">
        <ReviewField id={`${id}-name`} label={t("custom.form.name")} error={errors.name}>
          {(control) => (
            <input
              {...control}
              ref={ref("name")}
              value={values.name}
              onChange={set("name")}
              maxLength={CUSTOM_RULES.nameMax}
              autoComplete="name"
              required
            />
          )}
        </ReviewField>
        <ReviewField id={`${id}-email`} label={t("custom.form.email")} error={errors.email}>
          {(control) => (
            <input
              {...control}
              ref={ref("email")}
              type="email"
              value={values.email}
              onChange={set("email")}
              maxLength={254}
              autoComplete="email"
              required
            />
          )}
        </ReviewField>
      </div>
      <div className="custom-form__row">
        <ReviewField id={`${id}-country`} label={t("custom.form.country")} error={errors.country}>
          {(control) => (
            <select {...control} ref={ref("country")} value={values.country} onChange={set("country")} autoComplete="country" required>
              <Options empty={t("custom.form.choose")} items={data.countries.map((c) => ({ value: c.iso2, label: c.name }))} />
            </select>
          )}
        </ReviewField>
        <ReviewField id={`${id}-pieceType`} label={t("custom.form.pieceType")} error={errors.pieceType}>
          {(control) => (
            <select {...control} ref={ref("pieceType")} value={values.pieceType} onChange={set("pieceType")} required>
              <Options empty={t("custom.form.choose")} items={PIECE_TYPES.map((type) => ({ value: type, label: t(`custom.piece.${type}`) }))} />
            </select>
          )}
        </ReviewField>
      </div>
      <div className="custom-form__row">
        <ReviewField id={`${id}-material`} label={t("custom.form.material")} error={errors.material}>
          {(control) => (
            <input {...control} ref={ref("material")} value={values.material} onChange={set("material")} maxLength={CUSTOM_RULES.fieldMax} />
          )}
        </ReviewField>
        <ReviewField id={`${id}-stone`} label={t("custom.form.stone")} error={errors.stone}>
          {(control) => <input {...control} ref={ref("stone")} value={values.stone} onChange={set("stone")} maxLength={CUSTOM_RULES.fieldMax} />}
        </ReviewField>
      </div>
      <ReviewField id={`${id}-details`} label={t("custom.form.details")} error={errors.details} hint={t("custom.form.detailsHint")}>
        {(control) => (
          <textarea
            {...control}
            ref={ref("details")}
            value={values.details}
            onChange={set("details")}
            rows={6}
            maxLength={CUSTOM_RULES.detailsMax}
            required
          />
        )}
      </ReviewField>
      <UploadField
        id={`${id}-images`}
        label={t("custom.form.images")}
        uploads={uploads}
        preset={UPLOAD_PRESETS.customInquiry}
        fieldRef={ref("images")}
        error={errors.images}
        disabled={sending}
      />
      <SendFooter failure={failure} sending={sending} label={t("custom.form.submit")} sendingLabel={t("custom.form.sending")} />
    </form>
  );
}
