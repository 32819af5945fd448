import { describe, expect, it } from "vitest";
import { feedCookies, feedSourceFrom } from "./feed-source";

describe("feed source", () => {
  it("reads utm source and spu, with media from the device", () => {
    const url = new URL("https://de.heliora.com/lp/google-rings?utm_source=google&spu=HE100&gclid=x");
    expect(feedSourceFrom(url, "mobile", "DE")).toEqual({
      spuCode: "HE100",
      ablUtmSource: "google",
      customerCountryIso2: "DE",
      media: "Mobile",
      url: "https://de.heliora.com/lp/google-rings",
    });
    expect(feedSourceFrom(url, "desktop", "DE")?.media).toBe("PC");
  });

  it("ignores a visit without a usable source and drops malformed values", () => {
    expect(feedSourceFrom(new URL("https://x.test/lp/google-a"), "desktop", "US")).toBeNull();
    expect(feedSourceFrom(new URL("https://x.test/lp/google-a?utm_source=<script>"), "desktop", "US")).toBeNull();
    expect(feedSourceFrom(new URL("https://x.test/lp/google-a?utm_source=bing&spu=a;b"), "desktop", "US")?.spuCode).toBe("");
  });

  it("keeps them in he-feedUtmSource and he-feedSourceSpu", () => {
    const feed = feedSourceFrom(new URL("https://x.test/lp/google-a?utm_source=google&spu=HE1"), "desktop", "US")!;
    const cookies = feedCookies(feed, true);
    expect(cookies[0]).toMatch(/^he-feedUtmSource=google; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/);
    expect(cookies[1]).toMatch(/^he-feedSourceSpu=HE1;/);
  });
});
