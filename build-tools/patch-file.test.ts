import { describe, expect, it } from "vitest";
import { hunksOf, patched, unpatched } from "./patch-file";

const PATCH = `A header that says why.

diff --git a/node_modules/pkg/a.js b/node_modules/pkg/a.js
index 1111111..2222222 100644
--- a/node_modules/pkg/a.js
+++ b/node_modules/pkg/a.js
@@ -1,3 +1,3 @@
 function one() {
-  return encode(x);
+  return x;
 }
@@ -9,2 +9,3 @@ function two() {
 var size = 0;
+var pending = "";
 var done = false;
diff --git a/node_modules/pkg/b.js b/node_modules/pkg/b.js
@@ -1 +1 @@
-b
+c
`;
const PUBLISHED = "function one() {\n  return encode(x);\n}\n\nvar size = 0;\nvar done = false;\n";
const PATCHED = 'function one() {\n  return x;\n}\n\nvar size = 0;\nvar pending = "";\nvar done = false;\n';

describe("patch files", () => {
  it("reads the hunks of one file", () => {
    const hunks = hunksOf(PATCH, "node_modules/pkg/a.js");
    expect(hunks).toHaveLength(2);
    expect(hunks[1]).toEqual({ before: "var size = 0;\nvar done = false;", after: 'var size = 0;\nvar pending = "";\nvar done = false;' });
    expect(hunksOf(PATCH, "node_modules/pkg/b.js")).toEqual([{ before: "b", after: "c" }]);
  });

  it("turns the published file into the patched one and back", () => {
    const hunks = hunksOf(PATCH, "node_modules/pkg/a.js");
    expect(patched(PUBLISHED, hunks)).toBe(PATCHED);
    expect(unpatched(PATCHED, hunks)).toBe(PUBLISHED);
  });

  it("refuses a file the patch is not in, or no longer fits", () => {
    const hunks = hunksOf(PATCH, "node_modules/pkg/a.js");
    expect(() => unpatched(PUBLISHED, hunks)).toThrow(/no longer occurs exactly once/);
    expect(() => patched(PUBLISHED.replace("encode(x)", "encode(y)"), hunks)).toThrow(/no longer occurs exactly once/);
    expect(() => patched(PUBLISHED + PUBLISHED, hunks)).toThrow(/no longer occurs exactly once/);
    expect(() => hunksOf(PATCH, "node_modules/pkg/c.js")).toThrow(/names no file/);
  });
});
