import { describe, expect, it } from "vitest";
import { STORES } from "./stores";
import { organizationJsonLd, webSiteJsonLd } from "./structured-data-site";

describe("the home's JSON-LD", () => {
  const origin = "https://de.heliora.com";

  it("names the shop with its logo, contact and profiles, never the collaboration mailbox", () => {
    const ld = organizationJsonLd(STORES.de, origin);
    expect(ld).toMatchObject({ "@type": "Organization", name: "HELIORA", logo: `${origin}/favicon.svg`, email: STORES.de.contactEmail });
    expect(ld.sameAs).toContain(STORES.de.socialLinks.instagram);
    expect(JSON.stringify(ld)).not.toContain(STORES.de.socialLinks.insEmail);
  });

  it("offers the store's search as a SearchAction", () => {
    const ld = webSiteJsonLd(STORES.de, origin);
    expect(ld.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });
});
