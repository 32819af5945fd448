// The bench's verdicts and table: each target against the baseline measured in the same round.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

/** The median of the rounds' own ratios, or null when a round has none. */
function roundRatios(row, baseline, figure, ratio) {
  if (!baseline) return null;
  const ratios = row.rounds.map((r, i) => ratio(r[figure], baseline.rounds[i][figure]));
  return ratios.length && ratios.every(Number.isFinite) ? median(ratios) : null;
}

/**
 * Sets each row's throughput ratio (its req/s over the baseline's), its CPU ratio (its server
 * CPU per request over the baseline's: how many baseline requests one of its requests costs)
 * and its checks. Each round is compared with that round's baseline, measured moments before.
 */
export function compareWithBaseline(rows) {
  const baseline = rows.find((r) => r.baseline);
  const floor = rows.find((r) => r.floor);
  for (const row of rows) {
    const cpuOver = (cpu, base) => (base > 0 ? cpu / base : NaN);
    row.ratio = roundRatios(row, baseline, "rps", (rps, base) => (base > 0 ? rps / base : NaN));
    row.cpuRatio = roundRatios(row, baseline, "cpuMs", cpuOver);
    // A fresh render's CPU per request over the floor's (an empty document) in the same round.
    row.floorCpuRatio = row.maxFloorCpuRatio === undefined ? null : roundRatios(row, floor, "cpuMs", cpuOver);
    row.checks = verdicts(row, baseline);
  }
  return rows;
}

/** PASS/FAIL per budget of a measured target, plus anything that makes its figures doubtful. */
function verdicts(row, baseline) {
  const checks = [];
  const baselineRps = baseline?.rps ?? 0;
  if (row.minRatio !== undefined) {
    const ok = row.ratio !== null && row.ratio >= row.minRatio;
    checks.push(`${ok ? "PASS" : "FAIL"} throughput ≥ ${row.minRatio * 100}% of baseline`);
  }
  if (row.maxFloorCpuRatio !== undefined) {
    const ok = row.floorCpuRatio !== null && row.floorCpuRatio <= row.maxFloorCpuRatio;
    checks.push(
      `${ok ? "PASS" : "FAIL"} CPU ≤ ${row.maxFloorCpuRatio}× floor (${row.floorCpuRatio === null ? "no floor" : `${fixed(row.floorCpuRatio, 2)}×`})`,
    );
  }
  if (row.maxP95Ratio !== undefined) {
    const ok = Boolean(baseline?.p95) && row.p95 <= row.maxP95Ratio * baseline.p95;
    checks.push(`${ok ? "PASS" : "FAIL"} p95 ≤ ${row.maxP95Ratio}× baseline p95`);
  }
  if (row.maxJsKb !== undefined) {
    const ok = row.initialJsKb !== null && row.initialJsKb <= row.maxJsKb;
    checks.push(`${ok ? "PASS" : "FAIL"} initial JS ≤ ${row.maxJsKb} KB`);
  }
  if (row.errors > 0) checks.push(`${row.errors} unexpected answers`);
  if (row.capped) checks.push("hit the request cap");
  if (!baselineRps) checks.push("no baseline");
  return checks;
}

export function printTable(rows) {
  const header = ["target", "path", "req/s", "p50 ms", "p95 ms", "× baseline", "CPU ms/req", "CPU × base", "JS KB gz", "msgs KB gz", "checks"];
  const lines = rows.map((r) => [
    r.name,
    r.path,
    fixed(r.rps, 1),
    fixed(r.p50, 2),
    fixed(r.p95, 2),
    r.ratio === null ? "–" : fixed(r.ratio, 2),
    fixed(r.cpuMs, 2),
    r.cpuRatio === null ? "–" : fixed(r.cpuRatio, 2),
    r.initialJsKb === null ? "–" : fixed(r.initialJsKb, 1),
    r.messagesKb === null ? "–" : fixed(r.messagesKb, 1),
    r.checks.join("; "),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
}
