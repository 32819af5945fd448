import { ProductImage } from "../../components/catalog/product-image";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { FreeGiftData } from "./info-loaders.server";
import { InfoLayout } from "./info-layout";

/** The free gift of the campaign named by the visitor's stored gift code, and how to claim it. */
export default function FreeGiftPage({ data }: PageProps<FreeGiftData>) {
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
            <p role="status">{t("freeGift.ended")}</p>
          )}
        </section>
      )}
    </InfoLayout>
  );
}
