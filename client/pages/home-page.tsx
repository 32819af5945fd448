import { useAtomValue } from "jotai";
import { useId } from "react";
import { Link } from "../components/ui/link";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { storeAtom } from "../atoms/shell";
import { ProductGrid } from "../components/catalog/product-card";
import { ProductImage } from "../components/catalog/product-image";
import { JsonLd } from "../components/catalog/json-ld";
import { useT } from "../lib/use-t";
import type { HomeData } from "./home-loader.server";
import type { PageProps } from "./page-types";
import { definePage } from "./define-page";

const CATEGORY_SIZES = "(min-width: 1024px) 240px, 45vw";

function ProductSection({
  title,
  products,
  moreHref,
  testId,
}: {
  title: string;
  products: HomeData["sections"]["newArrivals"];
  moreHref?: string;
  testId: string;
}) {
  const t = useT();
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id} data-testid={testId}>
      <div className="home-section__header">
        <h2 id={id}>{title}</h2>
        {moreHref && <Link to={moreHref}>{t("home.viewAll")}</Link>}
      </div>
      <ProductGrid products={products} />
    </section>
  );
}

/** The store's line under the hero, by what it sells: a catalogue key, so every language has it. */
const STORE_TEXT: Record<HomeData["assortment"], string> = {
  jewelry: "home.storeText.jewelry",
  rapper: "home.storeText.rapper",
  apparel: "home.storeText.apparel",
  charms: "home.storeText.charms",
};

export default definePage(HomePage, { loader: () => import("./home-loader.server").then((m) => m.homeLoader) });

function HomePage({ data }: PageProps<HomeData>) {
  const t = useT();
  const store = useAtomValue(storeAtom);
  const ids = useId();
  const { sections } = data;
  return (
    <div className="page home-page">
      {data.structuredData.map((ld) => (
        <JsonLd key={String(ld["@type"])} data={ld} />
      ))}
      <section className="hero" aria-labelledby={`${ids}-hero`}>
        <p className="hero__brand">{store.seriesName}</p>
        <h1 id={`${ids}-hero`}>{t("home.heroTitle")}</h1>
        <p className="hero__text">{t(STORE_TEXT[data.assortment])}</p>
        <p className="hero__actions">
          <Link to={pathTo("newArrival")} className="button button--primary">
            {t("home.shopNew")}
          </Link>
          <Link to={pathTo("sale", { category_key: "all" })} className="button">
            {t("home.shopSale")}
          </Link>
        </p>
      </section>
      {sections.categories.length > 0 && (
        <section className="home-section" aria-labelledby={`${ids}-categories`} data-testid="home-categories">
          <h2 id={`${ids}-categories`}>{t("home.categories")}</h2>
          <ul className="plain-list category-tiles">
            {sections.categories.map((category, i) => (
              <li key={category.key}>
                <Link to={pathTo("category", { category_key: category.key })} className="category-tile">
                  {category.image && <ProductImage image={category.image} sizes={CATEGORY_SIZES} eager={i < 4} alt="" />}
                  <span className="category-tile__name">{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProductSection title={t("home.newArrivals")} products={sections.newArrivals} moreHref={pathTo("newArrival")} testId="home-new" />
      <ProductSection title={t("home.bestSellers")} products={sections.bestSellers} testId="home-best" />
      {sections.collections.length > 0 && (
        <section className="home-section" aria-labelledby={`${ids}-collections`}>
          <h2 id={`${ids}-collections`}>{t("home.collections")}</h2>
          <ul className="plain-list collection-links">
            {sections.collections.map((c) => (
              <li key={`${c.kind}-${c.key}`}>
                <Link to={c.href} className="collection-link">
                  <strong>{c.title}</strong>
                  {c.description && <span>{c.description}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="promises" aria-labelledby={`${ids}-promises`}>
        <h2 id={`${ids}-promises`}>{t("home.promisesTitle")}</h2>
        <ul className="promises__list">
          <li>
            <strong>{t("home.freeShipping")}</strong>
            <span data-testid="express-fee">{t("home.expressShipping", { fee: data.expressFee, threshold: data.expressFreeOver })}</span>
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
