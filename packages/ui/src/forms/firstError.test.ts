import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './firstError';

type Values = { title: string; outcomes: { text: string }[]; duration: string };

describe('firstErrorMessage', () => {
  it('reads the fields in the given order', () => {
    const errors = {
      duration: { type: 'min', message: 'Duration is required.' },
      title: { type: 'min', message: 'Title is required.' },
    } as FieldErrors<Values>;
    expect(firstErrorMessage(errors, ['title', 'outcomes', 'duration'])).toBe('Title is required.');
  });

  it("finds a list field's first message among its lines, before later fields", () => {
    // react-hook-form keeps the field's element beside its message (a DOM node: skipped).
    const input = { nodeType: 1, name: 'outcomes.1.text' };
    const errors = {
      outcomes: [undefined, { text: { type: 'max', message: 'Too long.', ref: input } }],
      duration: { type: 'min', message: 'Duration is required.' },
    } as unknown as FieldErrors<Values>;
    expect(firstErrorMessage(errors, ['title', 'outcomes', 'duration'])).toBe('Too long.');
  });
});
