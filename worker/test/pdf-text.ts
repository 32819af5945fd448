/**
 * The text a PDF shows, read from its bytes: every FlateDecode stream is inflated and the strings
 * of its text operators (Tj, hex or literal, as pdf-lib writes them) are decoded from WinAnsi.
 * Enough for the documents worker/services/tax/invoice-pdf.ts draws; not a general PDF reader.
 */
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: "€", 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—" };

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");
const winAnsi = (codes: number[]) => codes.map((c) => WIN_ANSI_HIGH[c] ?? String.fromCharCode(c)).join("");

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const raw = latin1(pdf);
  const texts: string[] = [];
  const streams = /<<(?:(?!>>\s*stream)[\s\S])*?\/FlateDecode[\s\S]*?>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    let end = raw.indexOf("endstream", start);
    while (end > start && (raw[end - 1] === "\n" || raw[end - 1] === "\r")) end--;
    const content = latin1(await inflate(pdf.slice(start, end)).catch(() => new Uint8Array()));
    for (const op of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (op[1] !== undefined) texts.push(winAnsi((op[1].match(/../g) ?? []).map((h) => parseInt(h, 16))));
      else texts.push(op[2].replace(/\\(.)/g, "$1"));
    }
  }
  return texts;
}
