import { describe, expect, it } from "vitest";
import { escapeHtml } from "../html-escape";
import { correctToken, editDistance, highlightPrefixes, matchExpression, searchTokens } from "./search-text";

describe("search text", () => {
  it("tokenizes like the index: folded, FTS syntax removed, bounded", () => {
    expect(searchTokens(`Bagues "fiançailles" NEAR(x) -*`)).toEqual(["bagues", "fiancailles", "near", "x"]);
    expect(searchTokens("a b c d e f g h")).toHaveLength(6);
    expect(searchTokens("x".repeat(100))[0]).toHaveLength(40);
    expect(matchExpression(["gold", "ring"])).toBe('"gold"* AND "ring"*');
    expect(matchExpression(["gold"], "all", ["title"])).toBe('{title} : ("gold"*)');
  });

  it("measures edits with adjacent swaps and a cap", () => {
    expect(editDistance("braclet", "bracelet")).toBe(1);
    expect(editDistance("necklcae", "necklace")).toBe(1);
    expect(editDistance("ring", "ring")).toBe(0);
    expect(editDistance("abc", "xyzxyzxyz", 2)).toBe(3);
  });

  it("corrects to the nearest, most common term, unfinished words included", () => {
    const vocabulary = [
      { term: "necklace", docs: 40 },
      { term: "necktie", docs: 2 },
      { term: "moissanite", docs: 90 },
      { term: "ring", docs: 200 },
    ];
    expect(correctToken("neklace", vocabulary)).toBe("necklace");
    expect(correctToken("moisan", vocabulary)).toBe("moissanite");
    expect(correctToken("neck", vocabulary)).toBeNull();
    expect(correctToken("rng", vocabulary)).toBeNull();
    expect(correctToken("zzzzzz", vocabulary)).toBeNull();
  });

  it("escapes all text and marks only matches", () => {
    expect(highlightPrefixes("Boucles d'oreilles <créoles>", ["creo"])).toBe("Boucles d&#39;oreilles &lt;<mark>créo</mark>les&gt;");
    expect(highlightPrefixes("Ring & Band", [])).toBe("Ring &amp; Band");
    expect(highlightPrefixes("Ringe <b>ring</b>", ["ring"])).toBe("<mark>Ring</mark>e &lt;b&gt;<mark>ring</mark>&lt;/b&gt;");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
