import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banknote, CalendarDays, MapPin } from 'lucide-react';
import { expect } from 'storybook/test';
import { atSmall } from '../../testing';
import { expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { FactList } from './FactList';

const meta = {
  title: 'Components/FactList',
  component: FactList,
  args: {
    facts: [
      { name: 'location', icon: MapPin, content: 'Lisbon, Portugal (hybrid)' },
      { name: 'salary', icon: Banknote, content: '€48,000 - €56,000 a year' },
      { name: 'posted', icon: CalendarDays, content: 'Posted November 24, 2026' },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Details' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('€48,000 - €56,000 a year')).toBeVisible();
  },
};

/** The longest location and salary the API accepts (120 and 60 characters, no spaces) wrap at 375 px. */
export const LongestTextsSmall: Story = atSmall<Story>({
  args: {
    label: 'Job details',
    facts: [
      { name: 'location', icon: MapPin, content: 'L'.repeat(120) },
      { name: 'salary', icon: Banknote, content: 'S'.repeat(60) },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Job details' })).toBeVisible();
    await expectShownWhole(canvas.getByText('L'.repeat(120)));
    await expectNoHorizontalOverflow();
  },
});
