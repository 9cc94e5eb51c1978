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
const BAR_ROW = 44;
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
  const x = scaleBand({ domain: rows.map((row) => row.key), range: [0, 100], padding: 0.25 });
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
              <text className={styles.valueText} x={center} y={barTop - 4} textAnchor="middle">
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

/** Characters of a label and its value that fit on one line of a chart at 375 px. */
const LINE_CHARACTERS = 42;
/** A label shortened to leave room for its value ('Check your understan… 66.7% · 80% passed'). */
const shorten = (label: string, value: string) => {
  const room = Math.max(12, LINE_CHARACTERS - value.length - 2);
  return label.length > room ? `${label.slice(0, room - 1).trimEnd()}…` : label;
};

function Bars({ title, description, rows, top, id }: DrawingProps) {
  const x = scaleLinear({ domain: [0, top], range: [0, 100] });
  return (
    <svg
      className={styles.svg}
      height={rows.length * BAR_ROW}
      role="img"
      aria-labelledby={`${id}-svg-title`}
      aria-describedby={`${id}-svg-desc`}
    >
      <title id={`${id}-svg-title`}>{title}</title>
      <desc id={`${id}-svg-desc`}>{description}</desc>
      {rows.map((row, index) => (
        <Group key={row.key} top={index * BAR_ROW}>
          <text className={styles.labelText} x="0" y={16}>
            {shorten(row.label, row.valueText)}
          </text>
          <text className={styles.valueText} x="100%" y={16} textAnchor="end">
            {row.valueText}
          </text>
          <rect
            className={styles.track}
            x="0"
            width="100%"
            y={24}
            height={BAR_THICKNESS}
            rx={BAR_THICKNESS / 2}
          />
          <Bar
            className={styles.bar}
            x={0}
            width={percent(x(row.value))}
            y={24}
            height={BAR_THICKNESS}
            rx={BAR_THICKNESS / 2}
          />
        </Group>
      ))}
    </svg>
  );
}
