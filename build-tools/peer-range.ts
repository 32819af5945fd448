// Whether an npm peer range (`^3 || ^9`, `>=4.8.4 <6.1.0`) admits a version: the comparators
// npm packages write in their peer ranges, no prereleases. The tool-peer tests use it to notice
// when an upstream release makes one of package.json's workarounds unnecessary
// (docs/decisions/0023-typescript-7-and-eslint-10.md).
type Version = [number, number, number];

function parse(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, "")
    .split(".")
    .map((part) => (/^[x*]$/i.test(part) ? 0 : Number(part)));
  if (![major, minor, patch].every(Number.isInteger)) throw new Error(`peer-range: cannot read version "${text}"`);
  return [major, minor, patch];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function admits(comparator: string, version: Version): boolean {
  if (comparator === "*" || comparator === "") return true;
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!match) throw new Error(`peer-range: cannot read comparator "${comparator}"`);
  const [, op = "", text] = match;
  const bound = parse(text);
  const order = compare(version, bound);
  const parts = text.split(".").filter((part) => !/^[x*]$/i.test(part)).length;
  switch (op) {
    case ">=":
      return order >= 0;
    case ">":
      return order > 0;
    case "<=":
      return order <= 0;
    case "<":
      return order < 0;
    case "^":
      return order >= 0 && (bound[0] > 0 ? version[0] === bound[0] : version[1] === bound[1]);
    case "~":
      return order >= 0 && version[0] === bound[0] && (parts < 2 || version[1] === bound[1]);
    default:
      // `9`, `9.1` and `9.x` stand for every version they name the start of.
      return version.slice(0, parts).every((part, i) => part === bound[i]);
  }
}

/** Whether `range` (npm's syntax) admits `version`. */
export function peerRangeAdmits(range: string, version: string): boolean {
  const wanted = parse(version);
  return range.split("||").some((set) =>
    set
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, "$1")
      .split(/\s+/)
      .every((comparator) => admits(comparator, wanted)),
  );
}
