import { FULL_COURSE_ID, fixtureCourse } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { enrolButtonLabels, enrollmentTexts } from '../../texts';
import { CatalogueCard } from './CatalogueCard';

const open = fixtureCourse('course-01');
const full = fixtureCourse(FULL_COURSE_ID);

/**
 * One catalogue card's Enroll Now button in each state, as `enrolButtonState` words it for every
 * screen. The card's screen stories (Screens/Catalogue) show the same states among a page of cards.
 */
const meta = {
  title: 'Screens/Catalogue Card',
  component: CatalogueCard,
  tags: ['!autodocs'],
  args: { course: open, sessionStatus: 'signedOut', isEnrolled: false, enrollmentCount: 0 },
  // At a card's width in the catalogue's grid.
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CatalogueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const enrolButton = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('article', { name: title })).getByRole('button', {
    name: new RegExp(`: ${title}$`),
  });

/** Signed out, seats left: Enroll Now stays enabled; its click says to log in (docs/product.md). */
export const SignedOutOpen: Story = {
  play: async ({ canvasElement }) => {
    const button = enrolButton(canvasElement, open.title);
    await expect(button).toHaveTextContent(enrolButtonLabels.enroll);
    await expect(button).toBeEnabled();
  },
};

/**
 * Signed out, no seats: 'Course Full', disabled, as a signed-in reader sees it; nobody is sent
 * to log in for a course nobody can join.
 */
export const SignedOutFull: Story = {
  args: { course: full },
  play: async ({ canvas, canvasElement }) => {
    const button = enrolButton(canvasElement, full.title);
    await expect(button).toHaveTextContent(enrolButtonLabels.full);
    await expect(button).toBeDisabled();
    await expect(canvas.getByText(enrollmentTexts.noSeats)).toBeVisible();
    await expect(canvas.queryByText(enrolButtonLabels.enroll)).toBeNull();
  },
};

/** Signed in, no seats: the same 'Course Full'. */
export const SignedInFull: Story = {
  args: { course: full, sessionStatus: 'signedIn', enrollmentCount: 1 },
  // Its picture is SignedOutFull's, which is the point: that baseline covers both.
  parameters: { session: 'signedIn', chromatic: { disableSnapshot: true } },
  play: SignedOutFull.play,
};

/** Signed in and enrolled: 'Enrolled', done. */
export const Enrolled: Story = {
  args: { sessionStatus: 'signedIn', isEnrolled: true, enrollmentCount: 1 },
  parameters: { session: 'signedIn' },
  play: async ({ canvasElement }) => {
    const button = enrolButton(canvasElement, open.title);
    await expect(button).toHaveTextContent(enrolButtonLabels.enrolledCatalogue);
    await expect(button).toBeDisabled();
  },
};

/** Three courses elsewhere: 'Enrollment Limit Reached', disabled. */
export const LimitReached: Story = {
  args: { sessionStatus: 'signedIn', enrollmentCount: 3 },
  parameters: { session: 'signedIn' },
  play: async ({ canvasElement }) => {
    const button = enrolButton(canvasElement, open.title);
    await expect(button).toHaveTextContent(enrolButtonLabels.atLimit);
    await expect(button).toBeDisabled();
  },
};

/** The session is not known yet: Enroll Now waits, disabled. */
export const SessionLoading: Story = {
  args: { sessionStatus: 'loading' },
  parameters: { session: 'loading' },
  play: async ({ canvasElement }) => {
    const button = enrolButton(canvasElement, open.title);
    await expect(button).toHaveTextContent(enrolButtonLabels.enroll);
    await expect(button).toBeDisabled();
  },
};
