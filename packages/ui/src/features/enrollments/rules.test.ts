import { describe, expect, it } from 'vitest';
import { enrolButtonState, type EnrolButtonInput } from './rules';
import { enrolButtonLabels, enrollmentTexts } from './texts';

const base: EnrolButtonInput = {
  surface: 'catalogue',
  session: 'signedIn',
  isEnrolled: false,
  enrollmentCount: 1,
  isFull: false,
};
const on = (input: Partial<EnrolButtonInput>) => enrolButtonState({ ...base, ...input });
const both = ['catalogue', 'detail'] as const;

describe('enrolButtonState', () => {
  it('open: Enroll Now, enabled, enrols', () => {
    for (const surface of both) {
      expect(on({ surface })).toEqual({
        kind: 'open',
        label: 'Enroll Now',
        disabled: false,
        action: 'enroll',
        reason: null,
      });
    }
  });

  it('enrolled: the detail offers to unenrol, the catalogue card says it is done', () => {
    expect(on({ surface: 'detail', isEnrolled: true })).toMatchObject({
      kind: 'enrolled',
      label: 'Enrolled (Click to Unenroll)',
      disabled: false,
      action: 'unenroll',
    });
    expect(on({ surface: 'catalogue', isEnrolled: true })).toMatchObject({
      kind: 'enrolled',
      label: 'Enrolled',
      disabled: true,
      action: 'none',
    });
  });

  it("the author's own course: 'Your Course', disabled, saying why, even when it is full", () => {
    expect(on({ surface: 'detail', isAuthor: true, isFull: true })).toEqual({
      kind: 'own',
      label: 'Your Course',
      disabled: true,
      action: 'none',
      reason: "You can't enroll in your own course.",
    });
    // Signed out nobody is the author: the click still asks to log in.
    expect(on({ session: 'signedOut', isAuthor: true }).kind).toBe('signedOut');
  });

  it('enrolled wins over full and over the limit (the reader holds a seat already)', () => {
    expect(on({ isEnrolled: true, isFull: true, enrollmentCount: 3 }).kind).toBe('enrolled');
  });

  it("full: 'Course Full', disabled, with the product's reason, on every screen", () => {
    for (const surface of both) {
      expect(on({ surface, isFull: true })).toEqual({
        kind: 'full',
        label: 'Course Full',
        disabled: true,
        action: 'none',
        reason: 'No seats available for this course',
      });
    }
  });

  it('full reads the same signed out: nobody is sent to log in for a course nobody can join', () => {
    expect(on({ session: 'signedOut', isFull: true })).toEqual(on({ isFull: true }));
  });

  it('signed out, open course: Enroll Now stays enabled and leads to login (docs/product.md)', () => {
    expect(on({ session: 'signedOut' })).toEqual({
      kind: 'signedOut',
      label: 'Enroll Now',
      disabled: false,
      action: 'login',
      reason: null,
    });
  });

  it('at three courses: Enrollment Limit Reached, disabled, with the reason', () => {
    for (const surface of both) {
      expect(on({ surface, enrollmentCount: 3 })).toEqual({
        kind: 'atLimit',
        label: 'Enrollment Limit Reached',
        disabled: true,
        action: 'none',
        reason: 'You cannot enroll in more than 3 courses at the same time',
      });
    }
  });

  it('full wins over the limit: the course is the first reason', () => {
    expect(on({ enrollmentCount: 3, isFull: true }).kind).toBe('full');
  });

  it('checking: disabled until the session and the enrollments are known', () => {
    expect(on({ session: 'loading' })).toMatchObject({
      kind: 'checking',
      label: 'Enroll Now',
      disabled: true,
      action: 'none',
    });
    expect(on({ surface: 'detail', checking: true, isFull: true }).kind).toBe('checking');
    // A signed-out visitor has nothing to check.
    expect(on({ session: 'signedOut', checking: true }).kind).toBe('signedOut');
  });

  it('one wording per state: labels and reasons come from the texts', () => {
    expect(Object.values(enrolButtonLabels)).toEqual([
      'Enroll Now',
      'Enrolled (Click to Unenroll)',
      'Enrolled',
      'Enrollment Limit Reached',
      'Course Full',
      'Your Course',
    ]);
    expect(on({ isFull: true }).reason).toBe(enrollmentTexts.noSeats);
    expect(on({ isAuthor: true }).reason).toBe(enrollmentTexts.ownCourse);
    expect(on({ enrollmentCount: 3 }).reason).toBe(enrollmentTexts.limitReached);
  });
});
