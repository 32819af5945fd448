import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { insightBeaconBody } from "~/shared/schemas/insight";
import { pageShown, startRecording, stopRecording } from "./recorder";
import { connect, flush, track } from "./track";
import { campaignOf, setVisitLcp, visitFor } from "./visit";

const hide = () => {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
};
const beacons = () => (navigator.sendBeacon as ReturnType<typeof vi.fn>).mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body as string) }));

beforeEach(() => {
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  Object.defineProperty(navigator, "sendBeacon", { value: vi.fn(() => true), configurable: true });
  document.documentElement.dataset.page = "product";
  sessionStorage.clear();
  connect(undefined);
});
afterEach(() => stopRecording());

describe("campaignOf", () => {
  it("names utm_* first, then fbmedium and couponcode; '' for a visit without one", () => {
    expect(campaignOf("?utm_source=google&utm_medium=cpc&utm_campaign=winter&page=2")).toBe("google / cpc / winter");
    expect(campaignOf("?fbmedium=CPC2&couponcode=SAVE20")).toBe("fbmedium=CPC2 · couponcode=SAVE20");
    expect(campaignOf("?page=2")).toBe("");
  });
});

describe("merchant insight in the browser", () => {
  it("sends nothing when statistics consent is refused, even what waited for the decision, and keeps no visit", () => {
    track({ kind: "product", code: "RING-1" });
    connect(null);
    track({ kind: "bag" });
    hide();
    flush();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it("with consent, sends the visit's events in one beacon when the page hides, in the shape the edge accepts", () => {
    track({ kind: "product", code: "RING-1" });
    startRecording("/api/");
    pageShown({ pathname: "/lp/google-rings", search: "?utm_source=google&utm_medium=cpc" });
    setVisitLcp("1to2");
    track({ kind: "vital", name: "LCP", value: 1500 });
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    hide();
    const [sent] = beacons();
    expect(sent.url).toBe("/api/stat/insight");
    expect(sent.body).toMatchObject({
      campaign: "google / cpc",
      landing: "/lp/google-rings",
      lcp: "1to2",
      events: [
        { kind: "product", page: "product", code: "RING-1" },
        { kind: "visit", page: "product" },
        { kind: "page", page: "product" },
        { kind: "vital", page: "product", name: "LCP", value: 1500 },
      ],
    });
    expect(insightBeaconBody.safeParse(sent.body).success).toBe(true);
  });

  it("forgets the visit when consent is withdrawn", () => {
    startRecording("/api/");
    pageShown({ pathname: "/", search: "" });
    expect(sessionStorage.length).toBe(1);
    stopRecording();
    track({ kind: "bag" });
    hide();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps the visit across pages of the tab, and starts a new one for another campaign", () => {
    const first = visitFor({ pathname: "/", search: "?fbmedium=CPC2" });
    expect(first.fresh).toBe(true);
    expect(visitFor({ pathname: "/sale", search: "" })).toEqual({ visit: first.visit, fresh: false });
    const second = visitFor({ pathname: "/", search: "?utm_source=mail" });
    expect(second.fresh).toBe(true);
    expect(second.visit.id).not.toBe(first.visit.id);
  });
});

describe("a search result opened", () => {
  it("is recorded with its term and its place in the whole list", () => {
    document.body.innerHTML = `<section data-search-term="gold ring" data-search-offset="24"><ul class="product-grid"><li><a href="/p1">1</a></li><li><a href="/p2"><img alt="p2"></a></li></ul></section>`;
    startRecording("/api/");
    pageShown({ pathname: "/search", search: "?q=gold+ring" });
    document.querySelector("img")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    hide();
    expect(beacons()[0].body.events).toContainEqual({ kind: "searchClick", page: "product", term: "gold ring", position: 26 });
  });
});
