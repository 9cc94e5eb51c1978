import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atSmall } from '../../testing';
import { expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { SkillsField, type SkillsFieldProps } from './SkillsField';
import { skillKey } from '@edugate/api-client/skills';

/** The skills the story's "server" knows: what a caller would fetch for the typed text. */
const knownSkills = [
  'React',
  'React Native',
  'TypeScript',
  'JavaScript',
  'Node.js',
  'Python',
  'Data Science',
  'Machine Learning',
  'UI/UX Design',
  'SQL',
];

const suggestionsFor = (text: string) =>
  knownSkills.filter((skill) => skillKey(skill).includes(skillKey(text)));

/** The caller: owns the chosen skills and the text, and filters the suggestions by the text. */
function StatefulSkillsField(args: SkillsFieldProps) {
  const [value, setValue] = useState(args.value);
  const [text, setText] = useState('');
  return (
    <SkillsField
      {...args}
      value={value}
      suggestions={suggestionsFor(text)}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onInputChange={(next) => {
        setText(next);
        args.onInputChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/SkillsField',
  component: SkillsField,
  args: {
    label: 'Skills taught',
    value: [],
    suggestions: [],
    max: 10,
    onChange: fn(),
    onInputChange: fn(),
  },
  render: (args) => <StatefulSkillsField {...args} />,
  decorators: [
    (Story) => (
      // Room under the field for the open suggestions, inside the snapshot.
      <div style={{ width: 400, maxWidth: '100%', minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SkillsField>;

export default meta;
type Story = StoryObj<typeof meta>;

const inputOf = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('combobox', { name: 'Skills taught' });

const chipsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Skills taught: chosen' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

/** What the status region has said to screen readers. */
const statusOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { hidden: true });

/** The field as a course form first shows it: a labelled combobox, no chips, nothing open. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = inputOf(canvas);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Skills taught: chosen' })).toBeNull();
    await expect(canvas.queryByText('You can add up to 10 skills.')).toBeNull();
  },
};

/** Three chosen skills as chips; Tab goes into the input, then to each chip's remove button. */
export const WithSkills: Story = {
  args: { value: ['React', 'TypeScript', 'Data Science'] },
  play: async ({ canvas }) => {
    await expect(chipsOf(canvas)).toEqual(['React', 'TypeScript', 'Data Science']);
    await userEvent.tab();
    await expect(inputOf(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove React' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove TypeScript' })).toHaveFocus();
    // The snapshot shows the chips, not a focus ring.
    (document.activeElement as HTMLElement).blur();
  },
};

/** Typing filters the suggestions; a text that is no suggestion is offered as a new skill. */
export const SuggestionsOpen: Story = {
  args: { value: ['JavaScript'] },
  play: async ({ canvas, args }) => {
    const input = inputOf(canvas);
    await userEvent.type(input, 'script');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('script');
    const listbox = await canvas.findByRole('listbox', { name: 'Skills taught' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // JavaScript is chosen already, so only TypeScript is suggested.
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'TypeScript',
      'Add "script"',
    ]);
    await expect(listbox).toBeVisible();
  },
};

/** ArrowDown opens the list, Escape closes it; ArrowDown and Enter add the highlighted skill. */
export const AddsByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    const input = inputOf(canvas);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'py');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const python = canvas.getByRole('option', { name: 'Python' });
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', python.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Python']);
    await expect(chipsOf(canvas)).toEqual(['Python']);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(statusOf(canvasElement)).toHaveTextContent('Python added.');
    input.blur();
  },
};

/** A skill nobody has yet is added from the `Add "…"` option, spaces tidied. */
export const AddsANewSkill: Story = {
  play: async ({ canvas, args }) => {
    const input = inputOf(canvas);
    await userEvent.type(input, '  Kubernetes   operators ');
    const add = await canvas.findByRole('option', { name: 'Add "Kubernetes operators"' });
    await userEvent.click(add);
    await expect(args.onChange).toHaveBeenLastCalledWith(['Kubernetes operators']);
    await expect(chipsOf(canvas)).toEqual(['Kubernetes operators']);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    input.blur();
  },
};

/**
 * Typing a known skill in another case reuses it as spelt ('react' picks 'React'), with Enter or
 * a comma; typing a chosen one again adds nothing.
 */
export const ReusesExistingCase: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = inputOf(canvas);
    await userEvent.type(input, 'react{Enter}');
    await expect(chipsOf(canvas)).toEqual(['React']);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'typescript,');
    await expect(chipsOf(canvas)).toEqual(['React', 'TypeScript']);
    await userEvent.type(input, 'REACT{Enter}');
    await expect(chipsOf(canvas)).toEqual(['React', 'TypeScript']);
    await expect(statusOf(canvasElement)).toHaveTextContent('React is already chosen.');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    input.blur();
  },
};

/** A chip's remove button takes it away and puts focus back in the input; so does Backspace. */
export const RemovesASkill: Story = {
  args: { value: ['React', 'TypeScript', 'Data Science'] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove TypeScript' }));
    await expect(chipsOf(canvas)).toEqual(['React', 'Data Science']);
    const input = inputOf(canvas);
    await expect(input).toHaveFocus();
    await expect(statusOf(canvasElement)).toHaveTextContent('TypeScript removed.');
    await userEvent.keyboard('{Backspace}');
    await expect(chipsOf(canvas)).toEqual(['React']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['React']);
    await expect(statusOf(canvasElement)).toHaveTextContent('Data Science removed.');
    input.blur();
  },
};

/** At the maximum a note says so, nothing can be typed or picked, and chips can still go. */
export const LimitReached: Story = {
  args: { label: 'Skills taught', max: 3, value: ['Python', 'SQL', 'Machine Learning'] },
  play: async ({ canvas, args }) => {
    const input = inputOf(canvas);
    await expect(canvas.getByText('You can add up to 3 skills.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('You can add up to 3 skills.');
    await userEvent.type(input, 'React{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(chipsOf(canvas)).toEqual(['Python', 'SQL', 'Machine Learning']);
    await expect(args.onChange).not.toHaveBeenCalled();
    input.blur();
  },
};

/** A validation message marks the input invalid and is read with it, after the hint. */
export const WithError: Story = {
  args: {
    label: 'Skills taught',
    hint: 'Up to 10 skills a learner will gain.',
    error: 'Add at least one skill.',
  },
  play: async ({ canvas }) => {
    const input = inputOf(canvas);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Up to 10 skills a learner will gain. Add at least one skill.',
    );
    await expect(canvas.getByText('Add at least one skill.')).toBeVisible();
  },
};

/** Two names of exactly 60 characters, the most a skill may have, and a short one. */
const longNames = [
  'Designing accessible, responsive interfaces for older phones',
  'Statistical process control for manufacturing quality audits',
  'Negotiation',
];

/** Skill names as long as allowed (60 characters) wrap inside their chips at 375 px. */
export const LongNamesSmall: Story = {
  // Padded, not centred: the field takes the width of the 375 px window, less the padding.
  ...atSmall({ parameters: { layout: 'padded' } }),
  args: { label: 'Skills required', max: 15, value: longNames },
  play: async ({ canvas }) => {
    await expect(longNames[0]).toHaveLength(60);
    await expect(longNames[1]).toHaveLength(60);
    const chips = within(canvas.getByRole('list', { name: 'Skills required: chosen' }));
    for (const chip of chips.getAllByRole('listitem')) await expectShownWhole(chip);
    for (const name of longNames) {
      await expect(canvas.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    }
    await expectNoHorizontalOverflow();
  },
};

/** While the caller fetches suggestions for the text, the open list says so. */
export const LoadingSuggestions: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const input = inputOf(canvas);
    await userEvent.type(input, 'data');
    await waitFor(() => expect(canvas.getByText('Loading suggestions…')).toBeVisible());
    await expect(canvas.getByRole('listbox', { name: 'Skills taught' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('option', { name: 'Data Science' })).toBeVisible();
  },
};
