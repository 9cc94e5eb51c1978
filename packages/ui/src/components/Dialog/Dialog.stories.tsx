import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextAreaField, TextField } from '../TextField';
import { withViewportFrame } from '../../testing/viewportFrame';
import { Dialog, DialogClose } from './Dialog';
import { atSmall } from '../../testing';
import { findDialog } from '../../testing/play';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Apply for Frontend Developer',
    trigger: <Button>Apply Now</Button>,
    children: (
      <>
        <TextField label="Resume URL" type="url" required name="resumeUrl" />
        <TextAreaField label="Cover Letter" name="coverLetter" />
      </>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Submit Application</Button>
      </>
    ),
  },
  // The dialog renders in a portal: the frame makes the captured root viewport-sized and pads
  // the trigger off the edge.
  decorators: [withViewportFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const OpenAndClose: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Apply Now' });
    await step('open with the keyboard', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await findDialog('dialog', { name: 'Apply for Frontend Developer' });
      await expect(dialog).toBeVisible();
      await waitFor(() => expect(screen.getByLabelText(/Resume URL/)).toHaveFocus());
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('Cancel closes it too', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
  // It ends closed, as Closed shows: an interaction test, not a baseline.
  parameters: { chromatic: { disableSnapshot: true } },
};

export const Open: Story = {
  // An open modal would cover the docs page.
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    description: 'Share a link to your resume and, if you like, a cover letter.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog('dialog', { name: 'Apply for Frontend Developer' });
    await expect(dialog).toHaveAccessibleDescription(
      'Share a link to your resume and, if you like, a cover letter.',
    );
    await expect(screen.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    // The captured root contains the whole dialog.
    const frame = canvasElement.querySelector('[data-testid="viewport-frame"]')!;
    const outer = frame.getBoundingClientRect();
    const inner = dialog.getBoundingClientRect();
    await expect(inner.top >= outer.top && inner.bottom <= outer.bottom).toBe(true);
    // From sm the footer is one row, ending at the right.
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    await expect(cancel.getBoundingClientRect().top).toBe(submit.getBoundingClientRect().top);
  },
};

/** On a phone the footer stacks: full-width buttons, the confirming one on top. */
export const OpenSmall: Story = atSmall<Story>({
  ...Open,
  play: async () => {
    const dialog = await findDialog('dialog', { name: 'Apply for Frontend Developer' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    const footer = submit.parentElement!;
    await expect(submit.getBoundingClientRect().width).toBe(footer.getBoundingClientRect().width);
    await expect(cancel.getBoundingClientRect().width).toBe(footer.getBoundingClientRect().width);
    await expect(submit.getBoundingClientRect().top).toBeLessThan(
      cancel.getBoundingClientRect().top,
    );
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});
