import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { font } from '../theme/tokens';

function Typography() {
  return (
    <div style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <p style={{ color: vars.color.textMuted }}>
        System fonts only: nothing is downloaded, and every screenshot uses the same glyphs on the
        same machine.
      </p>
      {Object.entries(font.size).map(([name, size]) => (
        <div key={name} style={{ display: 'flex', gap: 24, alignItems: 'baseline' }}>
          <code style={{ width: 80 }}>{name}</code>
          <span style={{ fontSize: size, fontWeight: Number(font.weight.semibold) }}>
            Unlocking knowledge, empowering futures.
          </span>
        </div>
      ))}
      {Object.entries(font.weight).map(([name, weight]) => (
        <div key={name} style={{ display: 'flex', gap: 24, alignItems: 'baseline' }}>
          <code style={{ width: 80 }}>{name}</code>
          <span style={{ fontWeight: Number(weight) }}>Why Choose EduGate</span>
        </div>
      ))}
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

export const Scale: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Unlocking knowledge, empowering futures.')).toHaveLength(
      Object.keys(font.size).length,
    );
  },
};
