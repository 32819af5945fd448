import { Fragment, type ReactNode } from "react";

/** A term and its value; a fact without a value (no stone, no material) is left out. */
export type Fact = readonly [term: string, value: ReactNode];

/** Facts as a description list: each term (dt) with its value (dd). */
export function Facts({ className, facts }: { className?: string; facts: readonly Fact[] }) {
  return (
    <dl className={className}>
      {facts
        .filter(([, value]) => value !== undefined && value !== null && value !== "")
        .map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
