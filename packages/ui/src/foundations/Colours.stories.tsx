import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio, TEXT_PAIRS } from '../theme/contrast';
import { vars } from '../theme/contract.css';
import { lightColors } from '../theme/tokens';

function Colours() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 32, padding: 24 }}>
      <section aria-labelledby="palette">
        <h2 id="palette" style={{ marginBottom: 16 }}>
          Palette
        </h2>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            gap: 16,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {Object.entries(lightColors).map(([name, value]) => (
            <li
              key={name}
              style={{
                border: `1px solid ${vars.color.border}`,
                borderRadius: 8,
                overflow: 'hidden',
                background: vars.color.surface,
              }}
            >
              <div style={{ height: 56, background: value }} aria-hidden="true" />
              <div style={{ padding: 8, fontSize: 14 }}>
                <strong>{name}</strong>
                <br />
                <code>{value}</code>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pairs">
        <h2 id="pairs" style={{ marginBottom: 16 }}>
          Text pairs and their contrast (AA needs 4.5:1)
        </h2>
        <table style={{ borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left', marginBottom: 8 }}>
            Contrast of every text colour on the backgrounds it is used on
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', padding: 8 }}>
                Sample
              </th>
              <th scope="col" style={{ textAlign: 'left', padding: 8 }}>
                Pair
              </th>
              <th scope="col" style={{ textAlign: 'left', padding: 8 }}>
                Used for
              </th>
              <th scope="col" style={{ textAlign: 'left', padding: 8 }}>
                Ratio
              </th>
            </tr>
          </thead>
          <tbody>
            {TEXT_PAIRS.map(({ foreground, background, use }) => {
              const ratio = contrastRatio(lightColors[foreground], lightColors[background]);
              return (
                <tr key={`${foreground}/${background}`} data-ratio={ratio}>
                  <td style={{ padding: 8 }}>
                    <span
                      style={{
                        color: lightColors[foreground],
                        background: lightColors[background],
                        padding: '4px 8px',
                        borderRadius: 4,
                      }}
                    >
                      EduGate
                    </span>
                  </td>
                  <td style={{ padding: 8 }}>
                    <code>{foreground}</code> on <code>{background}</code>
                  </td>
                  <td style={{ padding: 8 }}>{use}</td>
                  <td style={{ padding: 8 }}>{`${ratio.toFixed(2)}:1`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: Colours,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(TEXT_PAIRS.length);
    for (const row of rows) {
      await expect(Number(row.dataset.ratio)).toBeGreaterThanOrEqual(4.5);
    }
  },
};
