import { fixtureCourses, MOCK_API_BASE_URL } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CourseCard } from './CourseCard';
import { CourseCardSkeleton } from './CourseCardSkeleton';

const course = fixtureCourses[0]!;
const brokenImage = `${MOCK_API_BASE_URL}/assets/courses/missing.svg`;

const meta = {
  title: 'Components/CourseCard',
  component: CourseCard,
  args: { course, variant: 'latest' },
  // One card at a card's width; stories that lay out several cards set `cardFrame: false`.
  decorators: [
    (Story, { parameters }) =>
      parameters.cardFrame === false ? (
        <Story />
      ) : (
        <div style={{ width: 340 }}>
          <Story />
        </div>
      ),
  ],
  // A missing image answers 404 from the mock API, so the fallback never waits on the network.
  parameters: { msw: [http.get(brokenImage, () => new HttpResponse(null, { status: 404 }))] },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const imageLoaded = async (canvasElement: HTMLElement) => {
  const image = canvasElement.querySelector('img')!;
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  return image;
};

/** Home, Latest Courses: image, title, two-line description, 'Added:' date and 'Details'. */
export const Latest: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: course.title });
    await expect(within(card).getByRole('heading', { name: course.title })).toBeVisible();
    await expect(within(card).getByText(course.description)).toBeVisible();
    // Fixtures are fixed in time and the test browser runs in en-US, UTC.
    await expect(
      within(card).getByText(
        `Added: ${new Date(course.addedAt).toLocaleDateString('en-US', { timeZone: 'UTC' })}`,
      ),
    ).toBeVisible();
    const details = within(card).getByRole('link', { name: `Details: ${course.title}` });
    await expect(details).toHaveTextContent('Details');
    await expect(details).toHaveAttribute('href', `/courses/${course._id}`);
    const image = await imageLoaded(canvasElement);
    await expect(image).toHaveAttribute('src', course.imageUrl);
  },
};

export const LatestWithoutDate: Story = {
  args: { course: { ...course, addedAt: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Added: N/A')).toBeVisible();
  },
};

/** A long description is clamped to two lines. */
export const LatestLongDescription: Story = {
  args: {
    course: {
      ...course,
      description:
        'Components, hooks and routing by building three real apps, then testing them, then shipping them, then doing it all again with a design system and a component library.',
    },
  },
  play: async ({ canvas }) => {
    const description = canvas.getByText(/^Components, hooks and routing/);
    const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
    await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(
      lineHeight * 2 + 1,
    );
  },
};

/** Home, Popular Courses: the enrolled badge and 'View Details'. */
export const Popular: Story = {
  args: { variant: 'popular', course: { ...course, enrollments: 42 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('42 Enrolled')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `View Details: ${course.title}` }),
    ).toHaveAttribute('href', `/courses/${course._id}`);
    await expect(canvas.queryByText(/^Added:/)).not.toBeInTheDocument();
  },
};

export const PopularWithoutEnrollments: Story = {
  args: { variant: 'popular', course: { ...course, enrollments: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 Enrolled')).toBeVisible();
  },
};

const legacyCourse = fixtureCourses[6]!;

/** An old server's `id` instead of `_id` (another course, so its snapshot is its own). */
export const WithLegacyId: Story = {
  args: { course: { ...legacyCourse, _id: undefined, id: 'legacy-7' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: legacyCourse.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Details/ })).toHaveAttribute(
      'href',
      '/courses/legacy-7',
    );
  },
};

/** The image fails to load: the logo takes its place. */
export const ImageFallback: Story = {
  args: { course: { ...course, imageUrl: brokenImage } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('img[data-fallback="true"]')).not.toBeNull(),
    );
    await imageLoaded(canvasElement);
  },
};

/** No image at all: the same logo as a broken one. */
export const WithoutImage: Story = {
  args: { course: { ...course, imageUrl: '' } },
  // Its picture is Image Fallback's, by design: that story is the baseline.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[data-fallback="true"]')).not.toBeNull();
  },
};

/** Catalogue: facts and an 'Enroll Now' button; the image may come from `image`. */
export const Catalogue: Story = {
  args: {
    variant: 'catalogue',
    onEnroll: fn(),
    course: { ...course, imageUrl: '', image: course.imageUrl },
  },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByText('Students')).toBeVisible();
    await expect(canvas.getByText('Rating')).toBeVisible();
    await expect(canvas.getByText('Duration')).toBeVisible();
    await expect(canvas.getByText(course.duration)).toBeVisible();
    const enrol = canvas.getByRole('button', { name: `Enroll Now: ${course.title}` });
    await userEvent.click(enrol);
    await expect(args.onEnroll).toHaveBeenCalledTimes(1);
    enrol.blur();
    const image = await imageLoaded(canvasElement);
    await expect(image).toHaveAttribute('src', course.imageUrl);
  },
};

/** Enrolled reads as done (a check, full colour), not as unavailable. */
export const CatalogueEnrolled: Story = {
  args: { variant: 'catalogue', enrolled: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: `Enrolled: ${course.title}` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Enrolled');
    await expect(getComputedStyle(button).opacity).toBe('1');
    await expect(button.querySelector('svg')).not.toBeNull();
  },
};

/** At three enrollments the button is unavailable, and looks it (compare CatalogueEnrolled). */
export const CatalogueLimitReached: Story = {
  args: { variant: 'catalogue', enrollDisabled: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: `Enroll Now: ${course.title}` });
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button).opacity).toBe('0.6');
  },
};

export const CatalogueEnrolling: Story = {
  args: { variant: 'catalogue', enrolling: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `Enroll Now: ${course.title}` }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const cardHeight = (element: Element | null) => element!.getBoundingClientRect().height;

/** A variant's placeholder and its card side by side, each at its own height (no stretching). */
function SkeletonBesideCard({ variant }: { variant: 'latest' | 'popular' }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        alignItems: 'start',
        gap: 16,
        width: 696,
      }}
    >
      <CourseCardSkeleton variant={variant} />
      <CourseCard course={course} variant={variant} />
    </div>
  );
}

const placeholderIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="course-card-skeleton"]');

/** While a list loads: the placeholder is exactly as tall as the card that replaces it. */
const expectAsTallAsCard = (canvasElement: HTMLElement) =>
  expect(cardHeight(placeholderIn(canvasElement))).toBe(
    cardHeight(canvasElement.querySelector('article')),
  );

const skeletonStory = (variant: 'latest' | 'popular'): Story => ({
  render: () => <SkeletonBesideCard variant={variant} />,
  parameters: { cardFrame: false },
  play: ({ canvasElement }) => expectAsTallAsCard(canvasElement),
});

export const SkeletonLatest: Story = {
  ...skeletonStory('latest'),
  play: async ({ canvasElement }) => {
    await expect(placeholderIn(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expectAsTallAsCard(canvasElement);
    // Still under test and for readers who prefer reduced motion.
    const line = canvasElement.querySelector('[data-skeleton="text"]')!;
    await expect(getComputedStyle(line).animationName).toBe('none');
  },
};

export const SkeletonPopular: Story = skeletonStory('popular');

const longTitle = {
  ...fixtureCourses[1]!,
  title: 'TypeScript for JavaScript Developers Who Want More',
};

/** In a row, a wrapped title does not push one card's 'Added:' line and button out of line. */
export const RowWithWrappedTitle: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 24,
        width: 900,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {[course, longTitle, fixtureCourses[2]!].map((item) => (
        <li key={item._id} style={{ display: 'grid' }}>
          <CourseCard course={item} variant="latest" />
        </li>
      ))}
    </ul>
  ),
  parameters: { cardFrame: false },
  play: async ({ canvas }) => {
    const tops = (pattern: RegExp) =>
      canvas.getAllByText(pattern).map((element) => element.getBoundingClientRect().top);
    const added = tops(/^Added:/);
    await expect(added).toHaveLength(3);
    await expect(new Set(added).size).toBe(1);
    const buttons = canvas
      .getAllByRole('link', { name: /^Details/ })
      .map((link) => link.getBoundingClientRect().top);
    await expect(new Set(buttons).size).toBe(1);
    // The long title really wraps.
    const heading = canvas.getByRole('heading', { name: longTitle.title });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(heading).lineHeight) * 1.5,
    );
  },
};
