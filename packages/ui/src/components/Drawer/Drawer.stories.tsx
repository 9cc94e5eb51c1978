import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';
import { findDialog } from '../../testing/play';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title="Course content"
      closeLabel="Close course content"
      trigger={<Button variant="outline">Course content</Button>}
    >
      <p>Sections and lessons go here.</p>
    </Drawer>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Example,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only its trigger shows. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Course content' }),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/**
 * Opened from its trigger: a dialog named by its title with its content and a close button;
 * Escape closes it and focus goes back to the trigger.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Course content' });
    await userEvent.click(trigger);
    const drawer = await findDialog('dialog', { name: 'Course content' });
    await expect(within(drawer).getByText('Sections and lessons go here.')).toBeVisible();
    await expect(
      within(drawer).getByRole('button', { name: 'Close course content' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await findDialog('dialog', { name: 'Course content' });
  },
};
