import { describe, expect, it } from 'vitest';
import { jobTexts } from '../../features/jobs/texts';
import { deleteQuestion } from './deleteQuestion';

describe('deletion confirmations count what goes with the item', () => {
  it("a course: docs/product.md's sentence, naming the learners who lose their enrollment", () => {
    expect(deleteQuestion('Go', 0)).toBe(
      'Are you sure you want to delete the course "Go"? This action cannot be undone.',
    );
    expect(deleteQuestion('Go', 1)).toBe(
      'Are you sure you want to delete the course "Go"? Its 1 learner will lose their enrollment. This action cannot be undone.',
    );
    expect(deleteQuestion('Go', 12)).toBe(
      'Are you sure you want to delete the course "Go"? Its 12 learners will lose their enrollments. This action cannot be undone.',
    );
  });

  it('a job: one application is singular', () => {
    expect(jobTexts.deleteText('Mentor', 1)).toBe(
      'Are you sure you want to delete the job "Mentor"? Its 1 application will be deleted too. This action cannot be undone.',
    );
    expect(jobTexts.deleteText('Mentor', 0)).toBe(
      'Are you sure you want to delete the job "Mentor"? Its 0 applications will be deleted too. This action cannot be undone.',
    );
  });
});
