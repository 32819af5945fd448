import { pathTo } from "~/shared/url-scheme";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { WithdrawalInfoData } from "./info-loaders.server";
import { InfoLayout } from "./info-layout";
import { definePage } from "../define-page";

/**
 * The withdrawal information and the model withdrawal form (Annex I(A) and I(B) of Directive
 * 2011/83/EU), with the store's own details filled in (docs/decisions/1325-withdrawal-button.md).
 */
export default definePage(WithdrawalInfoPage, { loader: () => import("./info-loaders.server").then((m) => m.withdrawalInfoLoader) });

function WithdrawalInfoPage({ data }: PageProps<WithdrawalInfoData>) {
  const t = useT();
  const trader = { trader: data.trader, email: data.email };
  return (
    <InfoLayout page="withdrawalInfo">
      <section aria-labelledby="withdrawal-right">
        <h2 id="withdrawal-right">{t("withdrawalInfo.rightTitle")}</h2>
        <p>{t("withdrawalInfo.right")}</p>
        <p>{t("withdrawalInfo.howTo", trader)}</p>
        <p>
          <Link to={pathTo("withdrawal")} className="button button--primary">
            {t("footer.withdraw")}
          </Link>
        </p>
        <p>{t("withdrawalInfo.inTime")}</p>
      </section>
      <section aria-labelledby="withdrawal-effects">
        <h2 id="withdrawal-effects">{t("withdrawalInfo.effectsTitle")}</h2>
        <p>{t("withdrawalInfo.effects")}</p>
        <p>{t("withdrawalInfo.goods", trader)}</p>
        <p>{t("withdrawalInfo.exceptions")}</p>
      </section>
      <section aria-labelledby="withdrawal-form" data-testid="model-withdrawal-form">
        <h2 id="withdrawal-form">{t("withdrawalInfo.formTitle")}</h2>
        <p>{t("withdrawalInfo.formHint")}</p>
        <ul className="withdrawal-model">
          <li>{t("withdrawalInfo.formTo", trader)}</li>
          <li>{t("withdrawalInfo.formNotice")}</li>
          <li>{t("withdrawalInfo.formOrdered")}</li>
          <li>{t("withdrawalInfo.formName")}</li>
          <li>{t("withdrawalInfo.formAddress")}</li>
          <li>{t("withdrawalInfo.formSignature")}</li>
          <li>{t("withdrawalInfo.formDate")}</li>
        </ul>
        <p>{t("withdrawalInfo.formDelete")}</p>
      </section>
    </InfoLayout>
  );
}
