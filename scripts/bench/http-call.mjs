// One HTTP request to a local server with the Host a store answers on, its body read whole
// (or only counted, for exports of hundreds of megabytes); the answer's cookies are kept.
import http from "node:http";

export function call({ port, host, method = "GET", path, headers = {}, body, keepBody = true }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          Host: host,
          Accept: "text/html,application/json",
          ...(payload === undefined ? {} : { "Content-Type": "application/json", Origin: `http://${host}` }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        let bytes = 0;
        response.on("data", (chunk) => {
          bytes += chunk.length;
          if (keepBody) chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            bytes,
            text: keepBody ? Buffer.concat(chunks).toString("utf8") : "",
            cookies: (response.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]),
          }),
        );
        response.on("error", reject);
      },
    );
    request.setTimeout(600_000, () => request.destroy(new Error(`no answer from ${path} in 10 minutes`)));
    request.on("error", reject);
    request.end(payload);
  });
}

/** Cookie header from earlier cookies and new ones, a new value replacing an old one of the same name. */
export function mergeCookies(header, cookies) {
  const jar = new Map((header ? header.split("; ") : []).map((pair) => [pair.split("=")[0], pair]));
  for (const pair of cookies) jar.set(pair.split("=")[0], pair);
  return [...jar.values()].join("; ");
}
