import { useAtomValue } from "jotai";
import type { FreeGift } from "~/shared/catalog-types";
import { languageAtom } from "../../atoms/shell";
import { ProductImage } from "../../components/catalog/product-image";
import { Link } from "../../components/ui/link";
import { formatDate } from "../../lib/format-date";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { FreeGiftData } from "./info-loaders.server";
import { InfoLayout } from "./info-layout";
import { definePage } from "../define-page";

/**
 * The free gift of the campaign named by the visitor's stored gift code: what to spend, when the
 * campaign runs, and how to claim it (docs/decisions/0800-free-gift.md).
 */
export default definePage(FreeGiftPage, { loader: () => import("./info-loaders.server").then((m) => m.freeGiftLoader) });

function FreeGiftPage({ data }: PageProps<FreeGiftData>) {
  const t = useT();
  const { gift } = data;
  return (
    <InfoLayout page="freeGift">
      {!gift ? (
        <p role="status" data-testid="free-gift-none">
          {data.hasCode ? t("freeGift.unknown") : t("freeGift.noCode")}
        </p>
      ) : (
        <section className="free-gift" aria-labelledby="free-gift-name" data-testid="free-gift">
          <ProductImage image={gift.productImage} fixedWidth={240} alt="" />
          <h2 id="free-gift-name">
            <Link to={gift.href}>{gift.title}</Link>
          </h2>
          <p>{t("freeGift.code", { code: gift.code })}</p>
          <p data-testid="free-gift-minimum">{data.minimum ? t("freeGift.minimum", { amount: data.minimum }) : t("freeGift.anyOrder")}</p>
          <CampaignDates gift={gift} />
          {gift.getNow ? (
            <>
              <h3>{t("freeGift.claimTitle")}</h3>
              <ol>
                <li>{t("freeGift.claim1")}</li>
                <li>{t("freeGift.claim2")}</li>
                <li>{t("freeGift.claim3")}</li>
              </ol>
            </>
          ) : (
            // A campaign that still runs but gave its last piece away has not ended: say what the promotion says.
            <p role="status">{gift.soldOut ? t("freeGift.soldOut") : t("freeGift.ended")}</p>
          )}
        </section>
      )}
    </InfoLayout>
  );
}

function CampaignDates({ gift }: { gift: FreeGift }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const day = (value: string) => formatDate(Date.parse(`${value}T00:00:00Z`), language);
  if (gift.from && gift.until) return <p data-testid="free-gift-dates">{t("freeGift.runs", { from: day(gift.from), until: day(gift.until) })}</p>;
  if (gift.from) return <p data-testid="free-gift-dates">{t("freeGift.runsFrom", { from: day(gift.from) })}</p>;
  if (gift.until) return <p data-testid="free-gift-dates">{t("freeGift.runsUntil", { until: day(gift.until) })}</p>;
  return null;
}
