import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Table } from '../Table';
import * as styles from './Chart.css';

export interface ChartRow {
  key: string;
  /** The short label drawn on the chart ('Nov 16', '5 stars', a lesson's title). */
  label: string;
  /** The row's full name in the table, when the label shortens it. */
  name?: string;
  value: number;
  /** The value as a person reads it ('1,204', '82.4%'). */
  valueText: string;
  /** The value in the table, when the chart's text says more ('82.4% · 91% passed'). */
  tableValue?: string;
  /** More columns of the table, after the value (e.g. a quiz's pass rate). */
  cells?: string[];
}

export interface ChartProps {
  title: string;
  /** One sentence under the title: what is counted. */
  intro?: string;
  /** What a screen reader hears of the chart: its largest values. */
  description: string;
  /** 'columns' for a series over time; 'bars' for named things, one row each. */
  kind: 'columns' | 'bars';
  rows: readonly ChartRow[];
  /** The table's headers: the label column, the value column, then one per `cells` entry. */
  headers: readonly [string, string, ...string[]];
  /** The value scale's top (100 for percentages); the largest value otherwise. */
  max?: number;
  showTableText: string;
  showChartText: string;
  headingLevel?: 2 | 3;
  /** Drawn in place of the chart and table when there is nothing to count. */
  empty?: ReactNode;
}

const COLUMN_HEIGHT = 160;
const AXIS_HEIGHT = 24;
const VALUE_HEIGHT = 18;
const BAR_THICKNESS = 12;

/**
 * A chart as SVG with visx's scales and shapes, drawn the same on the server and in the browser:
 * horizontal positions are percentages of the chart's width (no measuring, so nothing moves when
 * the page hydrates, and text keeps its size at every width). The SVG is an image named by the
 * title and described by `description`; 'Show as table' swaps it for a table of the same figures.
 */
export function Chart({
  title,
  intro,
  description,
  kind,
  rows,
  headers,
  max,
  showTableText,
  showChartText,
  headingLevel = 2,
  empty,
}: ChartProps) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const top = Math.max(max ?? 0, ...rows.map((row) => row.value), 1);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <div>
          <Heading id={`${id}-title`} className={styles.title}>
            {title}
          </Heading>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {!empty && (
          <Button variant="secondary" size="sm" onClick={() => setAsTable(!asTable)}>
            {asTable ? showChartText : showTableText}
          </Button>
        )}
      </div>
      {empty ??
        (asTable ? (
          <Table
            caption={title}
            hideCaption
            wrapHeaders
            rows={rows}
            rowKey={(row) => row.key}
            columns={headers.map((header, index) => ({
              key: String(index),
              header,
              cell: (row: ChartRow) =>
                index === 0
                  ? (row.name ?? row.label)
                  : index === 1
                    ? (row.tableValue ?? row.valueText)
                    : (row.cells?.[index - 2] ?? ''),
            }))}
          />
        ) : kind === 'columns' ? (
          <Columns title={title} description={description} rows={rows} top={top} id={id} />
        ) : (
          <Bars title={title} description={description} rows={rows} top={top} id={id} />
        ))}
    </figure>
  );
}

interface DrawingProps {
  title: string;
  description: string;
  rows: readonly ChartRow[];
  top: number;
  id: string;
}

const percent = (n: number) => `${n.toFixed(3)}%`;

function Columns({ title, description, rows, top, id }: DrawingProps) {
  // The outer padding leaves room at both ends for a centred label wider than its column: at
  // 375 px a column is about 18 px wide and 'Nov 23' about 40 px.
  const x = scaleBand({
    domain: rows.map((row) => row.key),
    range: [0, 100],
    paddingInner: 0.25,
    paddingOuter: 0.75,
  });
  const y = scaleLinear({ domain: [0, top], range: [COLUMN_HEIGHT, 0] });
  const height = VALUE_HEIGHT + COLUMN_HEIGHT + AXIS_HEIGHT;
  // Every other label below twelve columns, so they never overlap at 375 px.
  const labelEvery = rows.length > 6 ? 2 : 1;
  return (
    <svg
      className={styles.svg}
      height={height}
      role="img"
      aria-labelledby={`${id}-svg-title`}
      aria-describedby={`${id}-svg-desc`}
    >
      <title id={`${id}-svg-title`}>{title}</title>
      <desc id={`${id}-svg-desc`}>{description}</desc>
      <Group top={VALUE_HEIGHT}>
        <line className={styles.grid} x1="0" x2="100%" y1={COLUMN_HEIGHT} y2={COLUMN_HEIGHT} />
        {rows.map((row, index) => {
          const left = x(row.key) ?? 0;
          const width = x.bandwidth();
          const barTop = y(row.value);
          const center = percent(left + width / 2);
          return (
            <g key={row.key}>
              <Bar
                className={styles.bar}
                x={percent(left)}
                width={percent(width)}
                y={barTop}
                height={COLUMN_HEIGHT - barTop}
                rx={2}
              />
              <text className={styles.columnValue} x={center} y={barTop - 4} textAnchor="middle">
                {row.valueText}
              </text>
              {index % labelEvery === (rows.length - 1) % labelEvery && (
                <text
                  className={styles.axisText}
                  x={center}
                  y={COLUMN_HEIGHT + AXIS_HEIGHT - 6}
                  textAnchor="middle"
                >
                  {row.label}
                </text>
              )}
            </g>
          );
        })}
      </Group>
    </svg>
  );
}

/**
 * A bar chart's width at 375 px: the page's and the card's padding (16 px a side each) and the
 * card's border taken off. A label is shortened so that it and its value fit this width, the
 * narrowest the page is read at; wider charts only have more room between them.
 */
const NARROWEST = 375 - 4 * 16 - 2;
/** Room kept between a label and its value. */
const GAP = 12;
/** The labels' and values' size (the theme's `sm`, 0.875rem). */
const TEXT_PX = 14;

/**
 * About how wide a character of Inter is, in em, rounded up: an estimate from the text alone, so
 * the server and the browser shorten a label alike, and never too short (a label over its value).
 */
function em(character: string): number {
  if (/[\s.,:;'!|·ijlI]/.test(character)) return 0.32;
  if (/[frt]/.test(character)) return 0.42;
  if (/[mw]/.test(character)) return 0.88;
  if (/[MW%…]/.test(character)) return 0.98;
  if (/[A-Z]/.test(character)) return 0.76;
  return 0.64;
}

const textWidth = (text: string, bold = false) =>
  [...text].reduce((sum, character) => sum + em(character), 0) * TEXT_PX * (bold ? 1.06 : 1);

/** Whether a label and its value fit side by side on one line at 375 px. */
const fitsBeside = (row: ChartRow) =>
  textWidth(row.label) + GAP + textWidth(row.valueText, true) <= NARROWEST;

/** A label shortened, when it must be, to fit `room` pixels ('Getting started: Check your und…'). */
function shorten(label: string, room: number): string {
  if (textWidth(label) <= room) return label;
  let kept = label;
  while (kept.length > 1 && textWidth(`${kept.trimEnd()}…`) > room) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

/** A row's texts, its value beside its label or (`stacked`) on a line of its own below it. */
const barLayout = (stacked: boolean) =>
  stacked
    ? { row: 62, value: { x: '0', y: 36, anchor: 'start' as const }, bar: 44 }
    : { row: 44, value: { x: '100%', y: 16, anchor: 'end' as const }, bar: 24 };

function Bars({ title, description, rows, top, id }: DrawingProps) {
  const x = scaleLinear({ domain: [0, top], range: [0, 100] });
  // When a label and its value would not both fit one line at 375 px, every row of the chart gives
  // its value a line of its own (the label then has the whole width), decided from the texts
  // alone, as the server draws it: the rows keep one rhythm, and no label runs into its value.
  const stacked = !rows.every(fitsBeside);
  const layout = barLayout(stacked);
  return (
    <svg
      className={styles.svg}
      height={rows.length * layout.row}
      role="img"
      aria-labelledby={`${id}-svg-title`}
      aria-describedby={`${id}-svg-desc`}
    >
      <title id={`${id}-svg-title`}>{title}</title>
      <desc id={`${id}-svg-desc`}>{description}</desc>
      {rows.map((row, index) => (
        <Group key={row.key} top={index * layout.row}>
          <text className={styles.labelText} x="0" y={16}>
            {shorten(
              row.label,
              stacked ? NARROWEST : NARROWEST - GAP - textWidth(row.valueText, true),
            )}
          </text>
          <text
            className={styles.valueText}
            x={layout.value.x}
            y={layout.value.y}
            textAnchor={layout.value.anchor}
          >
            {row.valueText}
          </text>
          <rect
            className={styles.track}
            x="0"
            width="100%"
            y={layout.bar}
            height={BAR_THICKNESS}
            rx={BAR_THICKNESS / 2}
          />
          <Bar
            className={styles.bar}
            x={0}
            width={percent(x(row.value))}
            y={layout.bar}
            height={BAR_THICKNESS}
            rx={BAR_THICKNESS / 2}
          />
        </Group>
      ))}
    </svg>
  );
}
