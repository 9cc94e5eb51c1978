import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themePairs } from '../theme/contrast';
import { vars } from '../theme/contract.css';
import { useTheme } from '../theme/ThemeProvider';
import { themeColors, type ColorName, type ThemeName } from '../theme/tokens';
import * as styles from './Foundations.css';
import { TokenTable } from './TokenTable';

const THEMES = Object.keys(themeColors) as ThemeName[];
const NAMES = Object.keys(themeColors.light) as ColorName[];

function Swatch({ name, theme }: { name: ColorName; theme: ThemeName }) {
  return (
    <li className={styles.swatchCard}>
      <div className={styles.swatchChecker} aria-hidden="true">
        <div className={styles.swatchFill} style={{ background: vars.color[name] }} />
      </div>
      <div className={styles.swatchText}>
        <strong>{name}</strong>
        {THEMES.map((each) => (
          <code key={each} className={each === theme ? undefined : styles.muted}>
            {`${each} ${themeColors[each][name]}`}
          </code>
        ))}
      </div>
    </li>
  );
}

function Colours() {
  const { theme } = useTheme();
  const pairs = themePairs(theme);
  return (
    <div className={styles.page}>
      <section aria-labelledby="palette">
        <h2 id="palette" className={styles.heading}>
          {`Palette (${theme} theme)`}
        </h2>
        <p className={styles.note}>
          Each swatch sits on a checkerboard with a hairline edge, so white on white and the
          translucent overlays show. Both themes fill the same roles; the toolbar switches them.
        </p>
        <ul className={styles.swatchGrid}>
          {NAMES.map((name) => (
            <Swatch key={name} name={name} theme={theme} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="pairs">
        <h2 id="pairs" className={styles.heading}>
          Contrast (AA: 4.5:1 for text, 3:1 for focus rings and field borders)
        </h2>
        <TokenTable
          columns={['Sample', 'Pair', 'Used for', 'Ratio', 'Needs']}
          caption={
            <caption className={styles.note} style={{ textAlign: 'left', marginBottom: 8 }}>
              {`Every colour pair the components use, in the ${theme} theme`}
            </caption>
          }
        >
          {pairs.map(({ foreground, background, use, ratio, required }) => (
            <tr key={`${foreground}/${background}`} data-ratio={ratio} data-required={required}>
              <td className={styles.cell}>
                {required > 3 ? (
                  <span
                    className={styles.sample}
                    style={{ color: vars.color[foreground], background: vars.color[background] }}
                  >
                    EduGate
                  </span>
                ) : (
                  <span
                    className={styles.ringSample}
                    style={{
                      background: vars.color[background],
                      outlineColor: vars.color[foreground],
                    }}
                    aria-hidden="true"
                  />
                )}
              </td>
              <td className={styles.cell}>
                <code>{foreground}</code> on <code>{background}</code>
              </td>
              <td className={styles.cell}>{use}</td>
              <td className={styles.cell}>{`${ratio.toFixed(2)}:1`}</td>
              <td className={styles.cell}>{`${required}:1`}</td>
            </tr>
          ))}
        </TokenTable>
      </section>
    </div>
  );
}

/** A colour (a value or a `var(...)`) as the browser computes it: `rgb(...)` or `rgba(...)`. */
function resolvedColour(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved;
}

const meta = {
  title: 'Foundations/Colours',
  component: Colours,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The palette of the theme on screen and the contrast of every pair the components use. The test
 * checks both themes (not only the one shown), and that the page really is in the toolbar's theme.
 */
export const Palette: Story = {
  play: async ({ canvas, globals }) => {
    await expect(document.documentElement.dataset.theme).toBe(globals.theme);
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(themePairs('light').length);
    for (const row of rows) {
      await expect(Number(row.dataset.ratio)).toBeGreaterThanOrEqual(Number(row.dataset.required));
    }
    for (const theme of THEMES) {
      for (const pair of themePairs(theme)) {
        await expect(
          pair.ratio,
          `${theme}: ${pair.foreground} on ${pair.background} (${pair.use})`,
        ).toBeGreaterThanOrEqual(pair.required);
      }
    }
    // The swatches show the theme's real values, not the light ones everywhere. Compared as the
    // browser resolves them: the built stylesheet is minified ('#ffffff' becomes '#fff'), so the
    // custom property's text is not the token's text outside the dev server.
    await expect(resolvedColour(vars.color.surface)).toBe(
      resolvedColour(themeColors[globals.theme as ThemeName].surface),
    );
  },
};
