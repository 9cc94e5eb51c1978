import { describe, expect, it } from 'vitest';
import { sectionTitleError } from './sectionTitle';
import { curriculumTexts as texts } from './texts';

describe('sectionTitleError', () => {
  it('takes 120 characters, trimmed, and says why for 121', () => {
    expect(sectionTitleError('x'.repeat(120))).toBeUndefined();
    expect(sectionTitleError(` ${'x'.repeat(120)} `)).toBeUndefined();
    expect(sectionTitleError('x'.repeat(121))).toBe(texts.sectionTitleTooLong);
  });
});
