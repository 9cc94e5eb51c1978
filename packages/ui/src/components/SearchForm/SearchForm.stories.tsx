import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Chip } from '../Chip';
import { TextField } from '../TextField';
import { SearchForm } from './SearchForm';

/**
 * What the form would send without the app: its next submit event, seen once the app's own
 * handler has run (a listener on the window hears it last), with its submitter's field. A
 * browser without the app's code would navigate to `action?` + these fields.
 */
function sent(form: HTMLFormElement): string[] {
  const log: string[] = [];
  window.addEventListener(
    'submit',
    (event) => {
      const fields = new FormData(form, (event as SubmitEvent).submitter);
      const query = new URLSearchParams([...fields].map(([key, value]) => [key, String(value)]));
      log.push(`${event.defaultPrevented ? 'stopped' : 'sent'} ${query.toString()}`);
    },
    { once: true },
  );
  return log;
}

const meta = {
  title: 'Components/SearchForm',
  component: SearchForm,
  args: {
    action: '/jobs',
    label: 'Jobs',
    keep: { name: 'type', value: 'Contract' },
    children: null,
  },
  render: (args) => (
    <SearchForm {...args}>
      <TextField label="Search jobs" type="search" name="q" />
      <fieldset style={{ display: 'flex', gap: 8, border: 0, padding: 0 }}>
        <legend>Job type</legend>
        {['Full-time', 'Contract'].map((type) => (
          <Chip
            key={type}
            type="submit"
            name="type"
            value={type}
            selected={type === args.keep?.value}
          >
            {type}
          </Chip>
        ))}
      </fieldset>
    </SearchForm>
  ),
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter in the box submits through the hidden first button: the chosen type goes along. */
export const EnterKeepsTheFilter: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('search', { name: 'Jobs' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/jobs');
    const log = sent(canvasElement.querySelector('form') as HTMLFormElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search jobs' }), 'analyst{Enter}');
    await expect(log).toEqual(['stopped type=Contract&q=analyst']);
  },
};

/** A chip is a submit button of the form: its own value is sent, not the kept one. */
export const ChipSubmitsItsValue: Story = {
  play: async ({ canvas, canvasElement }) => {
    const log = sent(canvasElement.querySelector('form') as HTMLFormElement);
    const chip = canvas.getByRole('button', { name: 'Full-time' });
    await userEvent.click(chip);
    await expect(log).toEqual(['stopped q=&type=Full-time']);
    chip.blur();
  },
};
