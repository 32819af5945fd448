import { useId, type ReactNode } from "react";

/**
 * One widget of the gallery, in a section tests can find by `data-testid="ui-{name}"`.
 * The gallery is a developer page (404 in production), so its demo texts are plain
 * English; the widgets' own texts come from the ui catalogue.
 */
export function Demo({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ui-kit-demo" data-testid={`ui-${name}`} aria-labelledby={id}>
      <h2 id={id} className="ui-kit-demo__title">
        {title}
      </h2>
      <div className="ui-kit-demo__body">{children}</div>
    </section>
  );
}

/** A line saying what a demo's state is, e.g. "Value: 3". */
export function State({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <p className="ui-kit-demo__state">
      {label}: <output data-testid={testId}>{value}</output>
    </p>
  );
}

/** A small picture as a data:image string, so the gallery needs no files and no network. */
export function swatch(color: string, text: string, size = 240): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="54%" font-family="sans-serif" font-size="${size / 8}" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
