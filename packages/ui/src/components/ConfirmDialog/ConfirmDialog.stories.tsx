import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { withViewportFrame } from '../../testing/viewportFrame';
import * as dialogStyles from '../Dialog/Dialog.css';
import { ConfirmDialog } from './ConfirmDialog';
import { atSmall } from '../../testing';
import { findDialog } from '../../testing/play';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  // An open modal would cover the docs page.
  tags: ['!autodocs'],
  // The dialog renders in a portal: the frame makes the captured root viewport-sized.
  decorators: [withViewportFrame],
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Are you sure?',
    message: 'Do you want to continue?',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With no labels given, the buttons read docs/product.md's defaults: OK, No and Cancel. */
export const DefaultLabels: Story = {
  args: { onDeny: fn() },
  play: async ({ args }) => {
    const dialog = await findDialog('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveAccessibleDescription('Do you want to continue?');
    const labels = Array.from(dialog.querySelectorAll('button')).map(
      (button) => button.textContent,
    );
    await expect(labels).toEqual(['Cancel', 'No', 'OK']);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(args.onDeny).toHaveBeenCalledTimes(1);
  },
};

/** Manage Courses' delete confirmation, as docs/product.md words it. */
const deletionArgs = {
  title: 'Confirm Deletion',
  message:
    'Are you sure you want to delete the course "Modern React"? This action cannot be undone.',
  confirmLabel: 'Delete',
  tone: 'danger',
} as const;

/** Manage Courses' delete confirmation, with docs/product.md's texts. */
export const ConfirmDeletion: Story = {
  args: deletionArgs,
  play: async ({ args }) => {
    const dialog = await findDialog('alertdialog', { name: 'Confirm Deletion' });
    await expect(dialog).toHaveTextContent(deletionArgs.message);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: {
    title: 'Confirm Deletion',
    message: 'Deleting…',
    confirmLabel: 'Delete',
    tone: 'danger',
    busy: true,
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Opened from a button; Escape answers Cancel and focus goes back. */
export const FromATrigger: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="danger-quiet" onClick={() => setOpen(true)}>
          Delete
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          onConfirm={() => {
            args.onConfirm();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    await findDialog('alertdialog', { name: 'Are you sure?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
  // It ends closed on its trigger: an interaction test, not a baseline.
  parameters: { chromatic: { disableSnapshot: true } },
};

/**
 * A double click on the button that asks: the second click lands beside the question (on the
 * overlay) and is not taken as an answer; the question stays until it is answered.
 */
export const DoubleClickOnTheOpener: Story = {
  args: { open: false },
  render: FromATrigger.render,
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('alertdialog', { name: 'Are you sure?' });
    const overlay = document.querySelector<HTMLElement>(`.${dialogStyles.overlay}`);
    await expect(overlay).not.toBeNull();
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay ?? document.body });
    await expect(dialog).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
  },
  // An interaction test: its picture is FromATrigger's open question.
  parameters: { chromatic: { disableSnapshot: true } },
};

/** On a phone the answers stack full width, the confirming one on top. */
export const ConfirmDeletionSmall: Story = atSmall<Story>({
  args: deletionArgs,
  play: async () => {
    const dialog = await findDialog('alertdialog', { name: 'Confirm Deletion' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await expect(remove.getBoundingClientRect().width).toBe(cancel.getBoundingClientRect().width);
    await expect(remove.getBoundingClientRect().top).toBeLessThan(
      cancel.getBoundingClientRect().top,
    );
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});
