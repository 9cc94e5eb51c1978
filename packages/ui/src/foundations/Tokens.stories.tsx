import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { breakpoints, radius, shadow, space, zIndex } from '../theme/tokens';
import * as styles from './Foundations.css';

function Row({
  name,
  value,
  children,
}: {
  name: string;
  value: string;
  children?: React.ReactNode;
}) {
  return (
    <li style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <code style={{ width: 96 }}>{name}</code>
      <code style={{ width: 180, color: vars.color.textMuted }}>{value}</code>
      {children}
    </li>
  );
}

const list = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
} as const;

function Spacing() {
  return (
    <ul style={list}>
      {Object.entries(space).map(([name, value]) => (
        <Row key={name} name={name} value={value}>
          <span
            style={{ width: value, height: 16, background: vars.color.primary }}
            aria-hidden="true"
          />
        </Row>
      ))}
    </ul>
  );
}

function Radii() {
  return (
    <ul style={list}>
      {Object.entries(radius).map(([name, value]) => (
        <Row key={name} name={`radius.${name}`} value={value}>
          <span
            style={{
              width: 64,
              height: 40,
              borderRadius: value,
              background: vars.color.primarySubtle,
              border: `1px solid ${vars.color.primary}`,
            }}
            aria-hidden="true"
          />
        </Row>
      ))}
    </ul>
  );
}

/** Where each elevation is used. */
const SHADOW_USES: Record<keyof typeof shadow, string> = {
  none: 'Flat cards, tables',
  sm: 'Navbar',
  md: 'Raised cards',
  lg: 'Hovered cards, dialogs, toasts, menus',
};

/** Each shadow on a real surface over the page background, as components use it. */
function ShadowScale() {
  return (
    <ul className={styles.shadowGrid}>
      {(Object.keys(shadow) as (keyof typeof shadow)[]).map((name) => (
        <li
          key={name}
          className={styles.shadowCard}
          style={{ boxShadow: vars.shadow[name] }}
          data-testid={`shadow-${name}`}
        >
          <strong>{`shadow.${name}`}</strong>
          <span className={styles.muted}>{SHADOW_USES[name]}</span>
        </li>
      ))}
    </ul>
  );
}

function Layers() {
  return (
    <ul style={list}>
      {Object.entries(zIndex).map(([name, value]) => (
        <Row key={name} name={name} value={value} />
      ))}
    </ul>
  );
}

function Breakpoints() {
  return (
    <ul style={list}>
      <Row name="small" value={`< ${breakpoints.sm}px`}>
        one column of courses, navigation in a menu
      </Row>
      <Row name="sm" value={`>= ${breakpoints.sm}px`}>
        two columns of courses
      </Row>
      <Row name="md" value={`>= ${breakpoints.md}px`}>
        three columns of courses
      </Row>
      <Row name="lg" value={`>= ${breakpoints.lg}px`}>
        navigation links in the bar, four category columns
      </Row>
    </ul>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Spacing,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Space: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(space).length);
  },
};

export const Radius: Story = {
  render: () => <Radii />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(radius).length);
  },
};

/** Shadows shown by example: a card per elevation, on the page background of the theme. */
export const Shadows: Story = {
  render: () => <ShadowScale />,
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('shadow-none')).boxShadow).toBe('none');
    for (const name of ['sm', 'md', 'lg']) {
      await expect(getComputedStyle(canvas.getByTestId(`shadow-${name}`)).boxShadow).toMatch(
        /rgba\(/,
      );
    }
  },
};
export const ZIndex: Story = { render: () => <Layers /> };
export const BreakpointBands: Story = {
  render: () => <Breakpoints />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`>= ${breakpoints.md}px`)).toBeVisible();
  },
};
