import { useId } from "react";

/**
 * The insight screen's charts in plain SVG. Each carries its numbers as text beside the marks
 * and tells its series apart by dash and marker shape, so it reads without colour; the table
 * under each chart holds the same figures for screen readers and copying.
 */

export interface Bar {
  label: string;
  value: number;
  /** The value as shown (formatted, with its unit). */
  text: string;
}

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 170;
const BAR_SPACE = 320;

export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * (BAR_HEIGHT + GAP) + GAP;
  return (
    <svg className="insight-chart" viewBox={`0 0 600 ${height}`} role="img" aria-labelledby={id} data-testid="insight-bar-chart">
      <title id={id}>{title}</title>
      {bars.map((bar, i) => {
        const y = GAP + i * (BAR_HEIGHT + GAP);
        const width = Math.max(1, (bar.value / max) * BAR_SPACE);
        return (
          <g key={bar.label}>
            <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT * 0.7} textAnchor="end" className="insight-chart__label">
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} className="insight-chart__bar" />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} className="insight-chart__value">
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export interface Series {
  name: string;
  /** Per day (in `days` order): the value as a share of its good limit, or null without readings. */
  points: (number | null)[];
}

const DASHES = ["", "6 3", "2 3", "10 3 2 3", "1 6"];
const PLOT = { left: 48, right: 560, top: 12, bottom: 172 };

function Marker({ shape, x, y }: { shape: number; x: number; y: number }) {
  const s = 4;
  switch (shape % 5) {
    case 0:
      return <circle cx={x} cy={y} r={s} />;
    case 1:
      return <rect x={x - s} y={y - s} width={s * 2} height={s * 2} />;
    case 2:
      return <polygon points={`${x},${y - s - 1} ${x + s + 1},${y + s} ${x - s - 1},${y + s}`} />;
    case 3:
      return <polygon points={`${x},${y - s - 1} ${x + s + 1},${y} ${x},${y + s + 1} ${x - s - 1},${y}`} />;
    default:
      return <path d={`M${x - s},${y - s}L${x + s},${y + s}M${x + s},${y - s}L${x - s},${y + s}`} strokeWidth={2} />;
  }
}

/** Lines over days, each a share of its own good limit, with the limit drawn at 100 %. */
export function TrendChart({ title, days, series, goodLabel }: { title: string; days: string[]; series: Series[]; goodLabel: string }) {
  const id = useId();
  const top = Math.max(1.5, ...series.flatMap((s) => s.points.map((p) => p ?? 0)));
  const x = (i: number) => (days.length < 2 ? (PLOT.left + PLOT.right) / 2 : PLOT.left + (i / (days.length - 1)) * (PLOT.right - PLOT.left));
  const y = (share: number) => PLOT.bottom - (share / top) * (PLOT.bottom - PLOT.top);
  return (
    <svg className="insight-chart" viewBox="0 0 640 200" role="img" aria-labelledby={id} data-testid="insight-trend-chart">
      <title id={id}>{title}</title>
      <line x1={PLOT.left} x2={PLOT.right} y1={y(1)} y2={y(1)} className="insight-chart__good" />
      <text x={PLOT.left - 4} y={y(1) + 4} textAnchor="end" className="insight-chart__label">
        100 %
      </text>
      <text x={PLOT.right} y={y(1) - 4} textAnchor="end" className="insight-chart__label">
        {goodLabel}
      </text>
      {days.map((day, i) => (
        <text key={day} x={x(i)} y={PLOT.bottom + 16} textAnchor="middle" className="insight-chart__label">
          {day.slice(5)}
        </text>
      ))}
      {series.map((line, n) => {
        const drawn = line.points.map((p, i) => (p === null ? null : ([x(i), y(p)] as const)));
        const path = drawn
          .filter((p): p is readonly [number, number] => p !== null)
          .map(([px, py], i) => `${i ? "L" : "M"}${px.toFixed(1)},${py.toFixed(1)}`)
          .join("");
        const last = drawn.filter(Boolean).at(-1);
        return (
          <g key={line.name} className="insight-chart__line">
            <path d={path} fill="none" strokeDasharray={DASHES[n % DASHES.length]} />
            {drawn.map((p, i) => p && <Marker key={days[i]} shape={n} x={p[0]} y={p[1]} />)}
            {last && (
              <text x={last[0] + 8} y={last[1] + 4} className="insight-chart__value">
                {line.name}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
