import type { CourseInput } from '@edugate/api-client';
import { userEvent, within } from 'storybook/test';
import { categoryLabel } from './categoryLabels';

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
}

export const sampleCourse = {
  title: 'Rust for Systems Programmers',
  description: 'Ownership, borrowing and fearless concurrency, one small tool at a time.',
  imageUrl: 'https://images.example.com/rust.png',
  duration: '5 weeks',
  category: 'web development',
  totalSeats: 30,
} as const satisfies Required<CourseInput>;
