import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { font } from '../theme/tokens';
import * as styles from './Foundations.css';
import { TokenTable } from './TokenTable';

const SAMPLE = 'Unlocking knowledge, empowering futures.';
const ROOT_PX = 16;

/** Where each size is used, so the scale reads as decisions, not numbers. */
const USES: Record<keyof typeof font.size, string> = {
  xs: 'Captions, badges',
  sm: 'Secondary text, table cells, small buttons',
  md: 'Body text, buttons, fields',
  lg: 'Lead paragraphs, card titles',
  xl: 'Section subheadings',
  xxl: 'Section headings',
  xxxl: 'Page titles',
  display: 'Hero headline',
};

const px = (rem: string) => `${Number.parseFloat(rem) * ROOT_PX}px`;

/** Headings (from `xl` up) set tight; body sizes set at the normal line height. */
const lineHeightFor = (name: keyof typeof font.size) =>
  (['xl', 'xxl', 'xxxl', 'display'] as string[]).includes(name) ? 'tight' : 'normal';

function Typography() {
  return (
    <div className={styles.page}>
      <section aria-labelledby="family">
        <h2 id="family" className={styles.heading}>
          Family: Inter
        </h2>
        <p className={styles.note}>
          Inter (variable, latin subset) ships with the package and is preloaded, so the app,
          Storybook and every screenshot use the same glyphs on every machine, and medium and
          semibold are real weights. Before it loads, and for characters outside the subset, the
          system sans-serif stands in.
        </p>
      </section>
      <section aria-labelledby="scale">
        <h2 id="scale" className={styles.heading}>
          Type scale
        </h2>
        <TokenTable columns={['Token', 'Size', 'Line height', 'Used for', 'Sample']}>
          {(Object.keys(font.size) as (keyof typeof font.size)[]).map((name) => {
            const lineHeight = lineHeightFor(name);
            const ratio = font.lineHeight[lineHeight];
            const size = font.size[name];
            return (
              <tr key={name} data-testid={`size-${name}`}>
                <td className={styles.cell}>
                  <code>{name}</code>
                </td>
                <td className={styles.cell} style={{ whiteSpace: 'nowrap' }}>
                  {`${size} / ${px(size)}`}
                </td>
                <td className={styles.cell}>
                  {`${lineHeight} ${ratio} / ${Math.round(Number.parseFloat(size) * ROOT_PX * Number(ratio) * 10) / 10}px`}
                </td>
                <td className={`${styles.cell} ${styles.muted}`}>{USES[name]}</td>
                <td className={styles.cell}>
                  <span
                    style={{
                      fontSize: vars.font.size[name],
                      lineHeight: vars.font.lineHeight[lineHeight],
                      fontWeight:
                        lineHeight === 'tight' ? vars.font.weight.bold : vars.font.weight.regular,
                      display: 'block',
                    }}
                  >
                    {SAMPLE}
                  </span>
                </td>
              </tr>
            );
          })}
        </TokenTable>
      </section>
      <section aria-labelledby="weights">
        <h2 id="weights" className={styles.heading}>
          Weights
        </h2>
        <table className={styles.table}>
          <tbody>
            {Object.entries(font.weight).map(([name, weight]) => (
              <tr key={name}>
                <th scope="row" className={styles.cell}>
                  <code>{`${name} ${weight}`}</code>
                </th>
                <td
                  className={styles.cell}
                  style={{ fontSize: vars.font.size.xl, fontWeight: weight }}
                >
                  Why Choose EduGate
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: Typography,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every size with its pixel size and line height; every weight rendered in Inter itself. */
export const Scale: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(SAMPLE)).toHaveLength(Object.keys(font.size).length);
    await expect(canvas.getByTestId('size-md')).toHaveTextContent('1rem / 16px');
    await expect(canvas.getByTestId('size-display')).toHaveTextContent('tight 1.2 / 48px');
    await expect(canvas.getByTestId('size-xxl')).toHaveTextContent('tight 1.2 / 28.8px');
    // The shipped face is declared and loaded (so nothing here is a fallback), and it is one
    // variable face covering every weight the tokens name.
    const inter = Array.from(document.fonts).filter(
      (face) => face.family.replace(/["']/g, '') === 'Inter Variable',
    );
    await expect(inter).toHaveLength(1);
    await expect(inter[0]?.status).toBe('loaded');
    await expect(inter[0]?.weight).toBe('100 900');
    const sample = canvas.getAllByText(SAMPLE)[0] as HTMLElement;
    await expect(getComputedStyle(sample).fontFamily).toMatch(/^"Inter Variable"/);
  },
};
