import type {
  Course,
  CourseCategory,
  CourseRating,
  Enrollment,
  Job,
  JobType,
  Review,
} from '../types';
import { courseImageFile, initialsAvatar, type CourseImageVariant } from './images';

/** Where the mocks answer. Stories and unit tests point the client here; MSW intercepts it. */
export const MOCK_API_BASE_URL = 'https://api.edugate.test';

/** "Now" for every fixture and story, so dates and the footer's year never drift. */
export const FIXTURE_NOW = new Date('2026-03-15T12:00:00.000Z');

export interface FixtureUser {
  email: string;
  displayName: string;
  photoURL: string;
}

export const fixtureUser: FixtureUser = {
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: initialsAvatar('Ada Lovelace'),
};

export const otherUser: FixtureUser = {
  email: 'grace@example.com',
  displayName: 'Grace Hopper',
  photoURL: initialsAvatar('Grace Hopper', '#047857'),
};

export function courseImageUrl(category: CourseCategory, variant: CourseImageVariant = 1): string {
  return `${MOCK_API_BASE_URL}/assets/courses/${courseImageFile(category, variant)}`;
}

/** Alternates a category's two illustrations, so same-category cards in a grid differ. */
function imageVariantsInTurn() {
  const seen = new Map<CourseCategory, number>();
  return (category: CourseCategory): CourseImageVariant => {
    const count = seen.get(category) ?? 0;
    seen.set(category, count + 1);
    return count % 2 === 0 ? 1 : 2;
  };
}

const nextImageVariant = imageVariantsInTurn();

type CourseSeed = [title: string, description: string, category: CourseCategory, duration: string];

const courseSeeds: CourseSeed[] = [
  [
    'Modern React from Scratch',
    'Components, hooks and routing by building three real apps.',
    'web development',
    '6 weeks',
  ],
  [
    'TypeScript for JavaScript Developers',
    'Types, generics and narrowing applied to an existing codebase.',
    'web development',
    '4 weeks',
  ],
  [
    'Accessible Web Interfaces',
    'Semantic HTML, ARIA and keyboard support that passes real audits.',
    'web development',
    '12 hours',
  ],
  [
    'Flutter Fundamentals',
    'One codebase for iOS and Android, from widgets to app store.',
    'mobile development',
    '8 weeks',
  ],
  [
    'SwiftUI in Practice',
    'Declarative interfaces and data flow for modern iOS apps.',
    'mobile development',
    '5 weeks',
  ],
  [
    'Pandas for Data Analysis',
    'Clean, reshape and summarise real data sets with pandas.',
    'data science',
    '6 weeks',
  ],
  [
    'Statistics for Data Scientists',
    'Distributions, inference and experiments without the jargon.',
    'data science',
    '20 hours',
  ],
  [
    'Machine Learning Foundations',
    'Regression, classification and evaluation with scikit-learn.',
    'machine learning',
    '10 weeks',
  ],
  [
    'Deep Learning with PyTorch',
    'Neural networks from tensors to training loops and deployment.',
    'machine learning',
    '8 weeks',
  ],
  [
    'Prompt Engineering Essentials',
    'Design, test and evaluate prompts for language models.',
    'artificial intelligence',
    '6 hours',
  ],
  [
    'AI Product Design',
    'Ship AI features people trust: scoping, evaluation and feedback.',
    'artificial intelligence',
    '4 weeks',
  ],
  [
    'Cloud Architecture Basics',
    'Compute, storage and networking patterns across the big clouds.',
    'cloud computing',
    '6 weeks',
  ],
  [
    'Kubernetes Hands-On',
    'Deploy, scale and observe services on a real cluster.',
    'cloud computing',
    '30 hours',
  ],
  [
    'Web Security Fundamentals',
    'The OWASP Top 10, explained by breaking and fixing a real app.',
    'cybersecurity',
    '5 weeks',
  ],
  [
    'Network Defence',
    'Firewalls, monitoring and incident response for small teams.',
    'cybersecurity',
    '7 weeks',
  ],
  [
    'Game Development with Godot',
    'Make and publish a 2D platformer from the first sprite.',
    'game development',
    '9 weeks',
  ],
  [
    'Unity for Beginners',
    'Physics, animation and scripting in C# through three small games.',
    'game development',
    '8 weeks',
  ],
  [
    'UI Design Principles',
    'Layout, typography and colour for interfaces that feel right.',
    'ui/ux design',
    '4 weeks',
  ],
  [
    'User Research Methods',
    'Interviews, usability tests and turning findings into decisions.',
    'ui/ux design',
    '15 hours',
  ],
  [
    'Node.js APIs with Fastify',
    'Validated, documented and tested HTTP APIs on Node.js.',
    'web development',
    '5 weeks',
  ],
  [
    'Data Visualisation with D3',
    'Charts that explain, built from scales, axes and transitions.',
    'data science',
    '3 weeks',
  ],
  [
    'Android with Kotlin',
    'Jetpack Compose, coroutines and offline-first data.',
    'mobile development',
    '10 weeks',
  ],
  [
    'Computer Vision Basics',
    'Image classification and detection with convolutional networks.',
    'artificial intelligence',
    '6 weeks',
  ],
  [
    'Serverless on the Cloud',
    'Functions, queues and events without managing servers.',
    'cloud computing',
    '12 hours',
  ],
];

const instructors = [
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Ada Lovelace',
  'Linus Pauling',
];
const DAY = 24 * 60 * 60 * 1000;

const reviewerNames = [
  'Priya Natarajan',
  'Tomás Ferreira',
  'Mei Lin',
  'Jonas Berg',
  'Amara Okafor',
  'Lucas Martin',
  'Sofia Rossi',
  'Noah Williams',
  'Yuki Tanaka',
  'Fatima Zahra',
  'Oliver Smith',
  'Elena Petrova',
  'Kwame Mensah',
  'Hannah Schmidt',
  'Diego Alvarez',
];

/** How many reviews each fixture course has, by index: some none ('No ratings yet'), one 12 (two pages). */
const reviewCounts = [12, 3, 0, 7, 1, 5, 4, 0, 9, 2, 6, 0];
const reviewRatings = [5, 4, 5, 3, 5, 4, 4, 5, 2, 5, 4, 3, 5];
const reviewComments = [
  'Clear explanations and practical exercises. I used what I learned at work the next week.',
  '',
  'Good pace overall.\nThe second half could use more examples.',
  'Exactly what I needed to get started.',
  'Some videos felt rushed, but the projects made up for it.',
];

/**
 * The fixture courses' reviews, newest first per course, by reviewers other than the fixture
 * users (so Ada has written none until a story gives her one). The courses' `rating` and
 * `ratingCount` are computed from these, never set by hand.
 */
export const fixtureReviews: Review[] = courseSeeds.flatMap((_, index) => {
  const courseId = `course-${String(index + 1).padStart(2, '0')}`;
  const count = reviewCounts[index % reviewCounts.length] ?? 0;
  return Array.from({ length: count }, (__, n) => {
    const at = new Date(FIXTURE_NOW.getTime() - (n + 1) * 2 * DAY - index * 3_600_000);
    return {
      _id: `review-${String(index + 1).padStart(2, '0')}-${String(n + 1).padStart(2, '0')}`,
      courseId,
      rating: reviewRatings[(index + n) % reviewRatings.length] ?? 5,
      comment: reviewComments[(index + n) % reviewComments.length] ?? '',
      userName: reviewerNames[n % reviewerNames.length] ?? 'Priya Natarajan',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
  });
});

/**
 * A course's `rating` and `ratingCount` from its reviews, as the server computes them: the mean
 * rounded to one decimal (null without reviews). Summing first keeps 4.35 from becoming 4.3.
 */
export function ratingFromReviews(
  reviews: Pick<Review, 'rating'>[],
): Pick<CourseRating, 'rating' | 'ratingCount'> {
  if (reviews.length === 0) return { rating: null, ratingCount: 0 };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { rating: Math.round((sum * 10) / reviews.length) / 10, ratingCount: reviews.length };
}

/**
 * What the authors of a few fixture courses wrote under 'What learners will learn' (by course id);
 * every other course has none, so course detail shows the product's four general points for it.
 */
const fixtureOutcomes: Record<string, string[]> = {
  'course-01': [
    'Build a React app from components, props and state',
    'Fetch data and keep it fresh with hooks',
    'Route between pages with React Router',
  ],
  'course-04': [
    'Lay out screens from Flutter widgets that adapt to phones and tablets',
    'Publish one app to both the App Store and Google Play',
  ],
};

/**
 * The skills the first fixture courses teach (by course id), names from the server's shared list;
 * the rest teach none, as a course whose author has not picked any.
 */
const fixtureCourseSkills: Record<string, string[]> = {
  'course-01': ['React', 'JavaScript'],
  'course-02': ['TypeScript', 'JavaScript'],
  'course-03': ['Accessibility', 'HTML', 'WCAG'],
  'course-04': ['Flutter', 'Dart'],
  'course-05': ['Swift', 'SwiftUI', 'iOS'],
  'course-06': ['Python', 'pandas', 'Data cleaning'],
  'course-07': ['Statistics', 'A/B testing'],
  'course-08': ['Machine learning', 'scikit-learn', 'Model evaluation'],
  'course-09': ['PyTorch', 'Deep learning'],
  'course-10': ['Prompt engineering', 'Large language models'],
};

/** 24 courses across all nine categories; varied enrollments, ratings and capacities; fixed dates. */
export const fixtureCourses: Course[] = courseSeeds.map(
  ([title, description, category, duration], index) => {
    const totalSeats = [30, 25, 40, 20, 12][index % 5] ?? 30;
    const enrollments = index === 4 ? totalSeats : (index * 7) % totalSeats;
    const _id = `course-${String(index + 1).padStart(2, '0')}`;
    return {
      _id,
      title,
      description,
      imageUrl: courseImageUrl(category, nextImageVariant(category)),
      duration,
      category,
      addedByName: instructors[index % instructors.length] ?? 'Grace Hopper',
      addedAt: new Date(FIXTURE_NOW.getTime() - (index + 1) * 3 * DAY).toISOString(),
      enrollments,
      ...ratingFromReviews(fixtureReviews.filter((review) => review.courseId === _id)),
      totalSeats,
      outcomes: fixtureOutcomes[_id] ?? [],
      skills: fixtureCourseSkills[_id] ?? [],
    };
  },
);

/** The course whose seats are all taken (`isFull`). */
/** One fixture course by id; throws for an id the fixtures do not have (a typo in a story). */
export function fixtureCourse(id: string): Course {
  const course = fixtureCourses.find((candidate) => candidate._id === id);
  if (!course) throw new Error(`No fixture course ${id}`);
  return course;
}

export const FULL_COURSE_ID = 'course-05';

/** Owners of fixture courses: Ada owns those she teaches, Grace the rest. */
export function fixtureOwnerOf(course: Course): string {
  return course.addedByName === fixtureUser.displayName ? fixtureUser.email : otherUser.email;
}

/** Ada's default enrollment: one course, so she can enrol in two more. */
export const fixtureEnrollments: Enrollment[] = [
  {
    _id: 'enrollment-01',
    courseId: 'course-02',
    userEmail: fixtureUser.email,
    enrolledAt: new Date(FIXTURE_NOW.getTime() - 2 * DAY).toISOString(),
  },
];

/** A course Ada teaches (her Learners panel lists `fixtureLearnerEnrollments`). */
export const ADA_TAUGHT_COURSE_ID = 'course-04';

/** Display names of fixture accounts, by e-mail: the mocks' stand-in for the tokens' names. */
export const fixtureUserNames: Record<string, string> = {
  [fixtureUser.email]: fixtureUser.displayName,
  [otherUser.email]: otherUser.displayName,
  'priya@example.com': 'Priya Natarajan',
  'tomas@example.com': 'Tomás Ferreira',
  'mei@example.com': 'Mei Lin',
};

/** Other learners' enrollments in Ada's course, newest first (what the author's panel shows). */
export const fixtureLearnerEnrollments: Enrollment[] = [
  'priya@example.com',
  'tomas@example.com',
  'mei@example.com',
].map((userEmail, index) => ({
  _id: `enrollment-learner-${index + 1}`,
  courseId: ADA_TAUGHT_COURSE_ID,
  userEmail,
  enrolledAt: new Date(FIXTURE_NOW.getTime() - (index + 1) * DAY - 5 * 3_600_000).toISOString(),
}));

type JobSeed = [title: string, company: string, location: string, salary: string, type: JobType];

const jobSeeds: JobSeed[] = [
  [
    'Junior Frontend Developer',
    'Brightpath Labs',
    'Berlin, Germany',
    'EUR 48,000 - 56,000',
    'Full-time',
  ],
  ['Data Analyst', 'Northwind Analytics', 'Manchester, UK', 'GBP 38,000 - 45,000', 'Full-time'],
  ['Teaching Assistant, Web Development', 'EduGate', 'Remote', 'USD 25 / hour', 'Part-time'],
  ['Weekend Support Engineer', 'Cloudlet', 'Lisbon, Portugal', 'EUR 1,600 / month', 'Part-time'],
  [
    'Accessibility Auditor',
    'Inclusive Digital',
    'Amsterdam, Netherlands',
    'EUR 450 / day',
    'Contract',
  ],
  ['Mobile App Contractor', 'Appsmith Studio', 'Toronto, Canada', 'CAD 85 / hour', 'Contract'],
  ['Machine Learning Intern', 'Deepfield AI', 'Paris, France', 'EUR 1,400 / month', 'Internship'],
  ['UX Research Intern', 'Human Factors Co.', 'Austin, TX, USA', 'USD 22 / hour', 'Internship'],
  [
    'Backend Engineer (Node.js)',
    'Streamline',
    'Remote (EU time zones)',
    'EUR 60,000 - 75,000',
    'Remote',
  ],
  ['Security Engineer', 'Safeharbor', 'Remote (worldwide)', 'USD 110,000 - 130,000', 'Remote'],
];

/** The skills each fixture job requires, in `jobSeeds`' order. */
const fixtureJobSkills: string[][] = [
  ['React', 'TypeScript', 'CSS'],
  ['SQL', 'Data visualisation', 'Statistics'],
  ['HTML', 'CSS', 'JavaScript'],
  ['Linux', 'Shell scripting'],
  ['Accessibility', 'WCAG', 'Screen reader testing'],
  ['Flutter', 'Dart', 'Swift', 'Kotlin'],
  ['Python', 'Machine learning'],
  ['UX research', 'User interviews'],
  ['Node.js', 'SQL', 'REST API design'],
  ['Secure coding', 'OWASP Top 10', 'Threat modelling'],
];

/**
 * The shared skills list the mocks start with (the server seeds about eighty): every fixture
 * course's and job's skills and a few nobody uses yet, so suggestions have more than they show.
 */
export const fixtureSkills: string[] = [
  ...Object.values(fixtureCourseSkills).flat(),
  ...fixtureJobSkills.flat(),
  'React Native',
  'Kotlin',
  'Docker',
  'Kubernetes',
  'Figma',
  'Technical writing',
].filter((name, index, all) => all.indexOf(name) === index);

/** Ten jobs, two of every type, newest first. */
export const fixtureJobs: Job[] = jobSeeds.map(
  ([title, company, location, salary, type], index) => ({
    _id: `job-${String(index + 1).padStart(2, '0')}`,
    title,
    company,
    location,
    salary,
    type,
    // The newest says more, in paragraphs, as a poster writes it: the card keeps its line breaks.
    description:
      index === 0
        ? `${company} is hiring a ${title.toLowerCase()} to join a small, friendly team.\n\nYou will pair with designers every week.\nMost of the team works remotely.`
        : `${company} is hiring a ${title.toLowerCase()} to join a small, friendly team.`,
    requirements: ['Clear written English', 'A portfolio or projects you can show'],
    benefits:
      type === 'Internship'
        ? ['Mentorship', 'Certificate of completion']
        : ['Learning budget', 'Flexible hours'],
    postedAt: new Date(FIXTURE_NOW.getTime() - index * DAY).toISOString(),
    status: 'open',
    // As the server's seeded board: jobs nobody signed in posted show their company.
    postedBy: company,
    skills: fixtureJobSkills[index] ?? [],
  }),
);
