export { Chart, type ChartProps, type ChartRow } from './Chart';
