// A small HTTP client for the soak's abuse mode: JSON calls and form posts to the local server,
// one cookie jar per simulated visitor, the client address sent as CF-Connecting-IP.
import http from "node:http";

/** A visitor of `store` at `ip`, keeping its cookies from answer to answer. */
export function client(port, { store = "us", ip }) {
  const host = `${store === "us" ? "" : `${store}.`}localhost:${port}`;
  const jar = new Map();
  const request = (method, path, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          timeout: 30_000,
          headers: { Host: host, Origin: `http://${host}`, "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}), ...headers },
        },
        (response) => {
          for (const line of response.headers["set-cookie"] ?? []) {
            const [pair] = line.split(";");
            const at = pair.indexOf("=");
            jar.set(pair.slice(0, at), pair.slice(at + 1));
          }
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
        },
      );
      req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on("error", reject);
      req.end(body);
    });
  return {
    async api(path, body = {}) {
      const answer = await request("POST", `/api/${path}`, JSON.stringify(body), { "Content-Type": "application/json" });
      let envelope = null;
      try {
        envelope = JSON.parse(answer.text);
      } catch {
        // Not JSON: reported by status alone.
      }
      return { status: answer.status, data: envelope?.data ?? null, message: envelope?.message ?? "" };
    },
    form: (path, fields) => request("POST", path, new URLSearchParams(fields).toString(), { "Content-Type": "application/x-www-form-urlencoded" }),
    get: (path) => request("GET", path),
  };
}
