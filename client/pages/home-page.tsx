import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { helpPath } from "~/shared/url-scheme";
import { storeAtom } from "../atoms/shell";
import { useT } from "../lib/use-t";
import type { HomeData } from "./home-loader.server";
import type { PageProps } from "./page-types";

export default function HomePage({ data }: PageProps<HomeData>) {
  const t = useT();
  const store = useAtomValue(storeAtom);
  return (
    <div className="page home-page">
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero__brand">{store.seriesName}</p>
        <h1 id="hero-title">{t("home.heroTitle")}</h1>
        <p className="hero__text">{data.storeText}</p>
      </section>
      <section className="promises" aria-labelledby="promises-title">
        <h2 id="promises-title">{t("home.promisesTitle")}</h2>
        <ul className="promises__list">
          <li>
            <strong>{t("home.freeShipping")}</strong>
            <span data-testid="express-fee">
              {t("home.expressShipping", { fee: data.expressFee, threshold: data.expressFreeOver })}
            </span>
          </li>
          <li>
            <strong>{t("home.returns")}</strong>
            <span>{t("home.returnsText")}</span>
          </li>
          <li>
            <strong>{t("home.warranty")}</strong>
            <span>{t("home.warrantyText")}</span>
          </li>
        </ul>
        <p>
          <Link to={helpPath("shipping-info")}>{t("home.shippingDetails")}</Link>
        </p>
      </section>
    </div>
  );
}
