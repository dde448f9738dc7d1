/**
 * Bar and line charts drawn as SVG on the server, so they show without JavaScript: value axis with round ticks,
 * category labels, `role="img"` named by its <title> and <desc>, and a visually hidden table of the same data as
 * the text alternative.
 */
import { plainTheme as theme } from '../../theme-values';
import { bands, labelEvery, scaleLinear, valueAxis } from './scale';
import { chrome } from '../chrome-styles';

export interface ChartDatum {
  /** Category shown on the axis and in the table (e.g. a day). */
  label: string;
  /** Shorter label for the axis, when the table's is long. */
  shortLabel?: string;
  value: number;
  /** Fill of this bar (bar charts), otherwise the chart's colour. */
  color?: string;
}

export interface ChartProps {
  /** Unique on the page: prefixes the ids that name the chart. */
  id: string;
  title: string;
  /** What the chart shows, in a sentence or two: read by screen readers with the title. */
  description: string;
  data: ChartDatum[];
  categoryHeader: string;
  valueHeader: string;
  /** Full value for the table and the marks' tooltips. */
  formatValue: (value: number) => string;
  /** Short value for the axis ticks. */
  formatTick: (value: number) => string;
  /** Smallest tick step (1 for counts, 100 for cents). */
  minStep?: number;
  color?: string;
  testId?: string;
}

const WIDTH = 600;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 60 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
const MAX_LABELS = 8;
const FONT_SIZE = 13;

/** Rounded to a tenth of a pixel: shorter markup, same picture. */
const px = (value: number) => Math.round(value * 10) / 10;

function chartGeometry(data: ChartDatum[], minStep: number) {
  const axis = valueAxis(Math.max(0, ...data.map((d) => d.value)), { minStep });
  const y = scaleLinear(axis.top, PLOT_HEIGHT);
  const band = bands(data.length, PLOT_WIDTH);
  const every = labelEvery(data.length, MAX_LABELS);
  return { axis, y, band, every, bottom: MARGIN.top + PLOT_HEIGHT };
}

function ChartFrame({
  props,
  geometry,
  children,
}: {
  props: ChartProps;
  geometry: ReturnType<typeof chartGeometry>;
  children: React.ReactNode;
}) {
  const { id, title, description, data, formatTick, formatValue, categoryHeader, valueHeader, testId } = props;
  const { axis, y, band, every, bottom } = geometry;
  const ink = theme.palette.text.secondary;
  return (
    <div data-testid={testId} style={{ position: 'relative' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ display: 'block', maxHeight: 280 }}
        fontFamily={theme.typography.fontFamily}
        fontSize={FONT_SIZE}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g aria-hidden="true">
          {axis.ticks.map((tick) => {
            const ty = px(bottom - y(tick));
            return (
              <g key={tick}>
                <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={ty} y2={ty} stroke={theme.palette.divider} strokeDasharray={tick === 0 ? undefined : '3 3'} />
                <text x={MARGIN.left - 8} y={ty} textAnchor="end" dominantBaseline="middle" fill={ink}>
                  {formatTick(tick)}
                </text>
              </g>
            );
          })}
          <line x1={MARGIN.left} x2={MARGIN.left} y1={MARGIN.top} y2={bottom} stroke={ink} />
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={bottom} y2={bottom} stroke={ink} />
          {data.map((d, i) =>
            i % every === 0 ? (
              <text key={d.label} x={px(MARGIN.left + band.centre(i))} y={bottom + 18} textAnchor="middle" fill={ink}>
                {d.shortLabel ?? d.label}
              </text>
            ) : null,
          )}
          {children}
        </g>
      </svg>
      {/* Hidden through a wrapping block: a table's height is only a minimum, so a hidden table itself would still
          stretch the page's scroll by its full height. */}
      <div className={chrome.hidden}>
      <table data-testid={testId ? `${testId}-table` : undefined}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{formatValue(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </div>
  );
}

export function BarChart(props: ChartProps) {
  const geometry = chartGeometry(props.data, props.minStep ?? 1);
  const { y, band, bottom } = geometry;
  const barWidth = Math.max(1, band.width * 0.7);
  return (
    <ChartFrame props={props} geometry={geometry}>
      {props.data.map((d, i) => {
        const h = y(d.value);
        return (
          <rect
            key={d.label}
            x={px(MARGIN.left + band.centre(i) - barWidth / 2)}
            y={px(bottom - h)}
            width={px(barWidth)}
            height={px(h)}
            rx={barWidth > 8 ? 2 : 0}
            fill={d.color ?? props.color ?? theme.palette.primary.main}
          >
            <title>{`${d.label}: ${props.formatValue(d.value)}`}</title>
          </rect>
        );
      })}
    </ChartFrame>
  );
}

export function LineChart(props: ChartProps) {
  const geometry = chartGeometry(props.data, props.minStep ?? 1);
  const { y, band, bottom } = geometry;
  const color = props.color ?? theme.palette.secondary.main;
  const points = props.data.map((d, i) => ({ d, x: px(MARGIN.left + band.centre(i)), y: px(bottom - y(d.value)) }));
  return (
    <ChartFrame props={props} geometry={geometry}>
      <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" />
      {points.length <= 31
        ? points.map((p) => (
            <circle key={p.d.label} cx={p.x} cy={p.y} r={3} fill={color}>
              <title>{`${p.d.label}: ${props.formatValue(p.d.value)}`}</title>
            </circle>
          ))
        : null}
    </ChartFrame>
  );
}
