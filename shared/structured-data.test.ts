import { describe, expect, it } from "vitest";
import { availability, breadcrumbJsonLd, itemListJsonLd, productJsonLd, scriptJson } from "./structured-data";
import { detail, price, sku } from "./test/catalog-fixtures";

const options = { origin: "https://de.heliora.com", brand: "HELIORA", imageUrl: (key: string) => `/images/${key}` };

describe("JSON-LD", () => {
  it("describes a product with its offer and rating, URLs absolute", () => {
    const ld = productJsonLd(detail({ salePrice: price(1234.5, "EUR") }), options);
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Gold ring",
      sku: "HE100",
      url: "https://de.heliora.com/product-gold-ring-HE100.html",
      image: ["https://de.heliora.com/images/products/he100/1.jpg", "https://de.heliora.com/images/products/he100/2.jpg"],
      brand: { "@type": "Brand", name: "HELIORA" },
      offers: {
        "@type": "Offer",
        price: "1234.50",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: "4.5", reviewCount: 12 },
    });
  });

  it("leaves the rating out when nobody rated, and reads stock for availability", () => {
    expect(productJsonLd(detail({ rating: { average: 0, count: 0 } }), options)).not.toHaveProperty("aggregateRating");
    expect(availability({ skus: [sku({ stock: 0 }), sku({ stock: 0 })] })).toBe("https://schema.org/OutOfStock");
    expect(availability({ skus: [sku({ stock: 0 }), sku({ stock: null })] })).toBe("https://schema.org/InStock");
  });

  it("numbers the breadcrumb from 1", () => {
    const ld = breadcrumbJsonLd(detail().breadcrumb, options.origin);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://de.heliora.com/" },
      { "@type": "ListItem", position: 2, name: "Rings", item: "https://de.heliora.com/category-rings" },
      { "@type": "ListItem", position: 3, name: "Gold ring", item: "https://de.heliora.com/product-gold-ring-HE100.html" },
    ]);
  });

  it("cannot close its script element", () => {
    const text = scriptJson({ name: "</script><script>alert(1)</script> & <!--" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & <!--" });
  });

  const terms = {
    country: "DE",
    currency: "EUR",
    shipping: [
      { price: 0, days: "7–15" },
      { price: 14.1, days: "5–7" },
    ],
    jewelSafe: true,
  };

  it("makes a product with variants a ProductGroup, each variant with its own offer", () => {
    const product = detail({
      skus: [
        sku({ skuCode: "HE100-GOLD-7", size: "7", color: { name: "Gold", hex: "#d4af37" }, price: price(49.5, "EUR") }),
        sku({ skuCode: "HE100-SILVER-8", size: "8", color: { name: "Silver", hex: "#c0c0c0" }, stock: 0, price: price(45, "EUR"), image: 1 }),
      ],
    });
    const ld = productJsonLd(product, { ...options, terms });
    expect(ld).toMatchObject({
      "@type": "ProductGroup",
      productGroupID: "HE100",
      variesBy: ["https://schema.org/color", "https://schema.org/size"],
      aggregateRating: { ratingValue: "4.5" },
    });
    expect(ld).not.toHaveProperty("offers");
    const variants = ld.hasVariant as Record<string, any>[];
    expect(variants.map((v) => [v.sku, v.name, v.color, v.size, v.image])).toEqual([
      ["HE100-GOLD-7", "Gold ring – Gold – 7", "Gold", "7", "https://de.heliora.com/images/products/he100/1.jpg"],
      ["HE100-SILVER-8", "Gold ring – Silver – 8", "Silver", "8", "https://de.heliora.com/images/products/he100/2.jpg"],
    ]);
    expect(variants[1].offers).toMatchObject({ price: "45.00", priceCurrency: "EUR", availability: "https://schema.org/OutOfStock" });
    expect(variants[0].offers.shippingDetails).toHaveLength(2);
    expect(variants[0].offers.hasMerchantReturnPolicy.map((p: { merchantReturnDays: number }) => p.merchantReturnDays)).toEqual([30, 90]);
  });

  it("varies only by what the variants differ in, and a single variant stays a Product", () => {
    const sized = detail({ skus: [sku({ skuCode: "A", size: "7" }), sku({ skuCode: "B", size: "8" })] });
    expect(productJsonLd(sized, options).variesBy).toEqual(["https://schema.org/size"]);
    const single = productJsonLd(detail(), { ...options, terms: { ...terms, jewelSafe: false } });
    expect(single["@type"]).toBe("Product");
    expect((single.offers as Record<string, any>).hasMerchantReturnPolicy).toHaveLength(1);
  });

  it("lists a listing's products in order, URLs absolute", () => {
    const ld = itemListJsonLd("Rings", [{ name: "Gold ring", href: "/product-gold-ring-HE100.html", image: "/img/1.jpg" }], options.origin);
    expect(ld).toMatchObject({
      "@type": "ItemList",
      name: "Rings",
      numberOfItems: 1,
      itemListElement: [
        { position: 1, name: "Gold ring", url: "https://de.heliora.com/product-gold-ring-HE100.html", image: "https://de.heliora.com/img/1.jpg" },
      ],
    });
  });
});
