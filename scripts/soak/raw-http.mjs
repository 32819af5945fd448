// One soak request on its own TCP connection, written byte for byte as the case says (no
// client library tidies a bad header or path up), read until the server closes it.
import net from "node:net";
import zlib from "node:zlib";

const ANSWER_TIMEOUT_MS = 30_000;

function serialize({ method, path, headers, body }) {
  const bytes = body === undefined ? null : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, ...headers.map(([name, value]) => `${name}: ${value}`), "Connection: close"];
  if (bytes) lines.push(`Content-Length: ${bytes.length}`);
  return { head: Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), bytes: bytes ?? Buffer.alloc(0) };
}

function dechunk(buffer) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = buffer.indexOf("\r\n", at);
    if (lineEnd < 0) return Buffer.concat(parts);
    const size = Number.parseInt(buffer.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function decode(raw) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, split < 0 ? raw.length : split).toString("latin1");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? NaN);
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  let body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
  if (/chunked/i.test(header("transfer-encoding"))) body = dechunk(body);
  try {
    const encoding = header("content-encoding");
    if (/gzip/i.test(encoding)) body = zlib.gunzipSync(body);
    else if (/br/i.test(encoding)) body = zlib.brotliDecompressSync(body);
  } catch {
    // A cut-off compressed body: scan what arrived as it is.
  }
  return { status, contentType: header("content-type"), body: body.toString("utf8") };
}

/**
 * Sends `request` to 127.0.0.1:`port`. Without `request.abort` the outcome is `answered` or
 * `dropped`; with it the soak hangs up as the abort says (cases.mjs) and the outcome is
 * `aborted` — or `dropped` if the server hung up first without a status line where an
 * answer was due.
 */
export function send(port, request) {
  return new Promise((resolve) => {
    const { method, path, label } = request;
    const socket = net.connect({ host: "127.0.0.1", port });
    const chunks = [];
    let settled = false;
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ method, path, label, ...outcome });
    };
    const hangUp = () => {
      const seen = chunks.length ? decode(Buffer.concat(chunks)) : null;
      if (request.reset) socket.resetAndDestroy();
      else socket.destroy();
      finish({ kind: "aborted", status: seen?.status, body: seen?.body, contentType: seen?.contentType });
    };
    const timer = setTimeout(() => finish({ kind: "dropped", reason: `no answer within ${ANSWER_TIMEOUT_MS / 1000} s` }), ANSWER_TIMEOUT_MS);

    const abort = request.abort;
    // An aborted upload declares its whole length and sends part of it, as a cut-off client does.
    const { head, bytes } = serialize(request);
    socket.on("connect", () => {
      socket.write(head);
      if (abort === "partial-body") {
        socket.write(bytes.subarray(0, bytes.length >> 1), hangUp);
      } else if (abort === "upload") {
        socket.write(bytes.subarray(0, 64 * 1024), hangUp);
      } else if (abort === "before-answer") {
        socket.write(bytes, hangUp);
      } else if (abort === "after-body") {
        socket.write(bytes, () => setImmediate(hangUp));
      } else {
        socket.write(bytes);
      }
    });
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (abort === "mid-stream") hangUp();
    });
    socket.on("error", (error) => {
      if (!chunks.length) finish({ kind: "dropped", reason: error.code ?? error.message });
    });
    socket.on("close", () => {
      const raw = Buffer.concat(chunks);
      const answer = decode(raw);
      if (Number.isNaN(answer.status)) finish({ kind: "dropped", reason: raw.length ? "no status line" : "closed without an answer" });
      else finish({ kind: "answered", ...answer });
    });
  });
}
