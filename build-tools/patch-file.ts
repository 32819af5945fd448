// Reads a versioned patch file (patches/*.patch, applied on install by patch-package in
// package.json's postinstall) so a test can tell whether the installed package carries it and
// rebuild the file as published.
export interface Hunk {
  /** The lines the hunk replaces, with its context, as published. */
  before: string;
  /** The same lines as the patch leaves them. */
  after: string;
}

/** The hunks of `patch` (a unified diff) for the file at `path` (relative to the project). */
export function hunksOf(patch: string, path: string): Hunk[] {
  const sections = patch.split(/^diff --git /m).slice(1);
  const section = sections.find((text) => text.startsWith(`a/${path} b/${path}`));
  if (!section) throw new Error(`patch-file: the patch names no file ${path}`);
  return section
    .split(/^@@[^\n]*\n/m)
    .slice(1)
    .map((body) => {
      const before: string[] = [];
      const after: string[] = [];
      for (const line of body.replace(/\n$/, "").split("\n")) {
        // "\ No newline at end of file" belongs to neither side.
        if (line.startsWith(" ") || line.startsWith("-")) before.push(line.slice(1));
        if (line.startsWith(" ") || line.startsWith("+")) after.push(line.slice(1));
      }
      return { before: before.join("\n"), after: after.join("\n") };
    });
}

function swap(text: string, hunks: Hunk[], from: "before" | "after", to: "before" | "after"): string {
  return hunks.reduce((out, hunk) => {
    const at = out.indexOf(hunk[from]);
    if (at < 0 || out.indexOf(hunk[from], at + 1) >= 0) {
      throw new Error(`patch-file: the text ${from} the patch no longer occurs exactly once at "${hunk[from].slice(0, 60)}…"`);
    }
    return out.slice(0, at) + hunk[to] + out.slice(at + hunk[from].length);
  }, text);
}

/** The file as published, from the patched one; throws when the patch is not (or no longer) in it. */
export const unpatched = (text: string, hunks: Hunk[]) => swap(text, hunks, "after", "before");

/** The patched file, from the published one; throws when a hunk no longer applies. */
export const patched = (text: string, hunks: Hunk[]) => swap(text, hunks, "before", "after");
