// The hostile traffic of a soak run: requests a careless client, a scanner or a broken
// proxy sends — bad paths, bodies, cookies, headers and methods — over the shop's real
// pages and API endpoints. Each case is plain data; raw-http.mjs puts it on the wire as is.

const STORES = ["us", "uk", "de", "fr", "mx", "us-vip", "apparel", "heycharm"];
const PAGES = [
  "/",
  "/category-rings",
  "/product-amara-classic-wedding-band-100175.html",
  "/search?q=ring",
  "/cart",
  "/checkout",
  "/help/shipping-info",
  "/account",
  "/trackorder",
  "/coupon",
  "/robots.txt",
  "/sitemap.xml",
  "/version.json",
];
const API = [
  "index/countries",
  "index/headData",
  "index/preferences",
  "index/subscribe",
  "index/ticket",
  "index/shortLink",
  "index/urlRestore",
  "cart/add",
  "cart/list",
  "cart/update",
  "cart/remove",
  "cart/applyCoupon",
  "cart/removeCoupon",
  "cart/freight",
  "category/list",
  "category/searchHighlight",
  "category/searchPanel",
  "category/findCategoryUrlKey",
  "category/similar",
  "order/create",
  "order/pay",
  "order/track",
  "order/orderDetail",
  "order/cancelOrder",
  "order/state",
  "account/signIn",
  "account/register",
  "account/me",
  "account/sendResetCode",
  "account/resetPassword",
  "account/wishlistAdd",
  "stat/pageView",
  "stat/pvFlow",
  "stat/nodeError",
  "history/list",
];
const BAD_PATHS = [
  "/%",
  "/%zz",
  "/%E0%A4%A",
  "/..%2f..%2fetc%2fpasswd",
  "/../../etc/passwd",
  "//",
  "///api//cart//add",
  "/%00",
  "/a%00b",
  "/product-.html",
  "/product--0.html",
  "/product-x-999999999999999999999.html",
  "/category-",
  "/category-rings?page=-1",
  "/category-rings?page=99999999999999999999",
  "/category-rings?sort=%27%22%3C%3E",
  "/search?q=",
  "/search?q=%FF%FE",
  "/search?q=*%22%28%29OR%201%3D1",
  "/search?q=NEAR(a%20b)",
  "/img/0/webp/x",
  "/img/99999/avif/../../secret",
  "/img/640/gif/%2e%2e",
  "/surl/%00",
  "/surl/" + "x".repeat(300),
  "/payment/sandbox/%27",
  "/payback/unknown",
  "/assets/nope.js",
  "/assets/../wrangler.toml",
  "/.env",
  "/.dev.vars",
  "/wp-login.php",
  "/index.php?a[]=1&a[b]=2",
  "/?" + "a=1&".repeat(500),
  "/" + "x/".repeat(1500),
  "/\u00e9\u00e8",
  "/%C0%AF",
  "/cart?currency=XXX",
  "/?__proto__[x]=1",
];
const BAD_BODIES = [
  "",
  "{",
  "}",
  "null",
  "[]",
  "[1,2,3]",
  '"text"',
  "0",
  "1e309",
  '{"sku":',
  '{"sku":null,"quantity":"two"}',
  '{"quantity":-1,"sku":"HL100140-11"}',
  '{"quantity":1e308,"sku":"HL100140-11"}',
  '{"quantity":1.5,"sku":[]}',
  '{"content":' + JSON.stringify("a".repeat(5000)) + "}",
  '{"email":"a@","password":{}}',
  '{"page":"NaN","pageSize":-5}',
  '{"constructor":{"prototype":{"x":1}}}',
  "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
  "\u0000\u0001\u0002\uFFFD",
  "a=1&b=2",
  "<xml/>",
  '{"idempotencyKey":"x","shippingAddress":"nowhere"}',
  '{"code":"' + "Z".repeat(2000) + '"}',
];
const BAD_COOKIES = [
  "he-uuid=",
  "he-uuid=not-a-uuid",
  "he-token=abc.def.ghi",
  "he-token=" + "A".repeat(4000),
  "he-currency=XXX",
  "he-currency=",
  "he-lang=xx-YY",
  "he-lang=%E0%A4%A",
  "he-shipToCountryIso2=ZZ",
  "he-username=%FF",
  "=novalue",
  ";;;;",
  "he-uuid=1; he-uuid=2; he-uuid=3",
  "he-couponcode=%00%00",
  "a=" + "b".repeat(8000),
  "he-storeCountryIso2=<script>",
  'he-cf-ipiso2="quoted"',
];
const BAD_HEADERS = [
  ["Accept-Language", "xx;q=abc, *;q=-1, de-DE;q=2"],
  ["Accept-Language", "a".repeat(2000)],
  ["CF-IPCountry", "ZZ"],
  ["CF-IPCountry", "T1"],
  ["CF-IPCountry", "xx-long-country-value"],
  ["Accept", "application/json;q=abc"],
  ["Accept", "*/*"],
  ["Content-Type", "application/json; charset=nope"],
  ["Content-Type", "multipart/form-data"],
  ["Content-Type", "text/plain"],
  ["Origin", "http://evil.example"],
  ["Origin", "null"],
  ["Referer", "::::"],
  ["If-None-Match", '"unterminated'],
  ["If-Modified-Since", "yesterday"],
  ["Range", "bytes=999999-0"],
  ["Cache-Control", "no-cache, max-age=-1"],
  ["X-Forwarded-For", "999.999.999.999, <script>"],
  ["User-Agent", "Googlebot/2.1 (+http://www.google.com/bot.html)"],
  ["User-Agent", ""],
  ["Accept-Encoding", "gzip, br"],
  ["Sec-Fetch-Mode", "navigate"],
  ["X-Long", "v".repeat(12_000)],
];
const BAD_HOSTS = ["evil.example", "localhost:1", "de.localhost.evil.example", "xx.localhost", "__proto__.localhost", "[::1]", "a".repeat(300)];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND", "FOO"];

const host = (random, port) => `${random.pick(STORES)}.localhost:${port}`;

/** One hostile request, chosen with `random` (scripts/soak/random.mjs). */
export function malformedRequest(random, port) {
  const kind = random.pick(["path", "body", "cookie", "header", "method", "host"]);
  const api = `/api/${random.pick(API)}`;
  const request = { method: "GET", path: random.pick(PAGES), headers: [["Host", host(random, port)]], label: kind };
  const origin = () => ["Origin", `http://${request.headers[0][1]}`];
  switch (kind) {
    case "path":
      request.path = random.pick(BAD_PATHS);
      break;
    case "body":
      request.method = "POST";
      request.path = api;
      request.headers.push(["Content-Type", random.pick(["application/json", "text/plain", "application/x-www-form-urlencoded"])], origin());
      request.body = random.pick(BAD_BODIES);
      break;
    case "cookie":
      if (random.next() < 0.5) {
        request.method = "POST";
        request.path = api;
        request.headers.push(["Content-Type", "application/json"], origin());
        request.body = "{}";
      }
      request.headers.push(["Cookie", random.pick(BAD_COOKIES)]);
      break;
    case "header": {
      const header = random.pick(BAD_HEADERS);
      if (random.next() < 0.4) {
        request.method = "POST";
        request.path = api;
        request.body = "{}";
        if (header[0] !== "Content-Type") request.headers.push(["Content-Type", "application/json"]);
        if (header[0] !== "Origin") request.headers.push(origin());
      }
      request.headers.push(header);
      break;
    }
    case "method":
      request.method = random.pick(METHODS);
      request.path = random.next() < 0.5 ? api : request.path;
      if (request.method !== "GET" && request.method !== "HEAD") request.body = random.pick(BAD_BODIES);
      break;
    case "host":
      request.headers[0] = ["Host", random.pick(BAD_HOSTS)];
      break;
  }
  return request;
}

const STREAMED = ["/", "/category-rings", "/product-amara-classic-wedding-band-100175.html", "/search?q=ring", "/help/shipping-info"];
const ABORTS = ["before-answer", "mid-stream", "partial-body", "upload", "after-body"];

/**
 * One request the soak hangs up on: `abort` says when (`before-answer`: right after the
 * request; `mid-stream`: at the first bytes of the answer; `partial-body`: halfway through a
 * JSON body; `upload`: 64 KB into a 1 MB body; `after-body`: the whole POST sent, the answer
 * never read), `reset` whether with a TCP reset instead of a close.
 */
export function abortedRequest(random, port) {
  const abort = random.pick(ABORTS);
  const reset = random.next() < 0.5;
  const headers = [["Host", host(random, port)]];
  if (abort === "before-answer" || abort === "mid-stream") {
    // A fresh render (as a hard reload asks) streams longest, so it is the one to break.
    if (random.next() < 0.5) headers.push(["Cache-Control", "no-cache"]);
    headers.push(["Accept", "text/html"]);
    return { method: "GET", path: random.pick(STREAMED), headers, abort, reset, label: `abort ${abort}` };
  }
  headers.push(["Content-Type", "application/json"], ["Origin", `http://${headers[0][1]}`]);
  const body =
    abort === "upload"
      ? JSON.stringify({ content: "x".repeat(1 << 20) })
      : JSON.stringify({ sku: "HL100140-11", quantity: 1, note: "y".repeat(random.int(4000)) });
  return { method: "POST", path: `/api/${random.pick(API)}`, headers, body, abort, reset, label: `abort ${abort}` };
}
