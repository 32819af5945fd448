import { HtmlValidate } from "html-validate";
const hv = new HtmlValidate({ extends: ["html-validate:standard"] });
const r = await hv.validateString('<!doctype html><html lang="en"><head><title>x</title></head><body><input type="search" role="combobox" aria-expanded="false"><input type="checkbox" readonly></body></html>');
console.log(JSON.stringify(r.results.flatMap(x=>x.messages).map(m=>m.ruleId+": "+m.message)));
