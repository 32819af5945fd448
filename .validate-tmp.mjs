import { HtmlValidate } from "html-validate";
const hv = new HtmlValidate({ extends: ["html-validate:recommended"], rules: {
  "attr-case": "off", "void-style": "off", "attribute-boolean-style": "off", "attribute-empty-style": "off", "doctype-style": "off",
  "valid-id": ["error", { relaxed: true }], "prefer-native-element": "off", "no-inline-style": "off", } });
const base = process.argv[2];
const counts = {};
for (const path of process.argv.slice(3)) {
  const res = await fetch(base + path);
  const html = await res.text();
  const report = await hv.validateString(html);
  const msgs = report.results.flatMap(r => r.messages);
  console.log(path, res.status, msgs.length);
  const seen = new Set();
  for (const m of msgs) { const k = m.ruleId+m.message; if (seen.has(k)) continue; seen.add(k); console.log("  ", m.ruleId, m.message, "|", html.slice(Math.max(0,m.offset-80), m.offset+80).replace(/\n/g," ")); }
}
