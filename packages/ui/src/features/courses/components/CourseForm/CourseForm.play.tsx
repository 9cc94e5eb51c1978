import type { CourseInput } from '@edugate/api-client';
import type { Meta } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { categoryLabel } from '../../categories';
import { CourseForm } from './CourseForm';

/** For play functions: fills CourseForm as a person does (replacing what is there). */
export async function fillCourseForm(
  container: HTMLElement,
  input: Partial<Required<CourseInput>>,
): Promise<void> {
  const form = within(container);
  const fields = [
    ['Course Title', input.title],
    ['Short Description', input.description],
    ['Image URL', input.imageUrl],
    ['Duration', input.duration],
  ] as const;
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const field = form.getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  if (input.category)
    await userEvent.selectOptions(form.getByLabelText(/^Category/), categoryLabel(input.category));
  // Outcomes into the lines there are, adding lines as needed.
  for (const [index, outcome] of (input.outcomes ?? []).entries()) {
    const label = new RegExp(`^Outcome ${index + 1}$`);
    if (!form.queryByLabelText(label))
      await userEvent.click(form.getByRole('button', { name: 'Add an outcome' }));
    const field = form.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, outcome);
  }
}

export const sampleCourse = {
  title: 'Rust for Systems Programmers',
  description: 'Ownership, borrowing and fearless concurrency, one small tool at a time.',
  imageUrl: 'https://images.example.com/rust.png',
  duration: '5 weeks',
  category: 'web development',
  totalSeats: 30,
  outcomes: [],
  skills: [],
} as const satisfies Required<CourseInput>;

/**
 * The meta of both CourseForm story files but for its `title`, which Storybook's indexer reads from
 * the file itself: the Add Course form, as wide as on its page.
 */
export const courseFormMeta = {
  component: CourseForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), submitLabel: 'Add Course', busyLabel: 'Adding...' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseForm>;
