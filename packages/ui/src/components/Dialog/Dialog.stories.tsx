import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextAreaField, TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog';

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
      const dialog = await screen.findByRole('dialog', { name: 'Apply for Frontend Developer' });
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
  },
};

export const Open: Story = {
  // An open modal would cover the docs page.
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    description: 'Share a link to your resume and, if you like, a cover letter.',
  },
  parameters: { layout: 'fullscreen' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Frontend Developer' });
    await expect(dialog).toHaveAccessibleDescription(
      'Share a link to your resume and, if you like, a cover letter.',
    );
    await expect(screen.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  },
};
