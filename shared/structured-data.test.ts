import { describe, expect, it } from "vitest";
import { availability, breadcrumbJsonLd, productJsonLd, scriptJson } from "./structured-data";
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
});
