import type { LessonKind } from '../../types';
import { fixtureUser, FIXTURE_NOW, MOCK_API_BASE_URL, otherUser } from '../fixtures';

/**
 * Fixture curricula: what the stories and unit tests learn from. Three fixture courses have one
 * (every kind of lesson, a Preview lesson, several sections): course-02, which Ada is enrolled in,
 * course-01, which she is not, and course-04, which she teaches. Every other course has none.
 * Articles carry the HTML the server renders from their Markdown (apps/api renders it; the mocks
 * only store it).
 */

export interface MockQuestion {
  prompt: string;
  options: string[];
  /** The right option's index: never sent to a learner before they submit. */
  answer: number;
}

export interface MockLesson {
  _id: string;
  courseId: string;
  sectionId: string;
  title: string;
  kind: LessonKind;
  minutes: number;
  preview: boolean;
  /** Article: the Markdown as written and the HTML the server sends. */
  body?: string;
  html?: string;
  /** Video: the file and its captions. */
  videoUrl?: string;
  captionsUrl?: string;
  /** Quiz. */
  passMark?: number;
  questions?: MockQuestion[];
}

export interface MockSection {
  _id: string;
  courseId: string;
  title: string;
  /** Lesson ids, in order. */
  lessonIds: string[];
}

/** A course's curriculum: sections in order. Lessons are looked up by id in `lessons`. */
export interface MockCurriculum {
  courseId: string;
  sectionIds: string[];
}

/** The course Ada is enrolled in (fixtureEnrollments), with a full curriculum. */
export const LEARNING_COURSE_ID = 'course-02';
/** A course with a curriculum that Ada is not enrolled in: locks, and one Preview lesson. */
export const LOCKED_COURSE_ID = 'course-01';
/** A course Ada teaches, with a curriculum: the editor's stories. */
export const AUTHORED_COURSE_ID = 'course-04';
/** A course with no lessons at all. */
export const NO_LESSONS_COURSE_ID = 'course-03';

const lessonAsset = (file: string) => `${MOCK_API_BASE_URL}/assets/lessons/${file}`;

type LessonSeed = Omit<MockLesson, '_id' | 'courseId' | 'sectionId' | 'preview'> & {
  preview?: boolean;
};

function article(title: string, minutes: number, body: string, html: string): LessonSeed {
  return { title, kind: 'article', minutes, body, html };
}

function quiz(title: string, minutes: number, questions: MockQuestion[]): LessonSeed {
  return { title, kind: 'quiz', minutes, passMark: 70, questions };
}

const typescriptSections: [string, LessonSeed[]][] = [
  [
    'Getting started with types',
    [
      {
        ...article(
          'Why TypeScript?',
          6,
          'TypeScript is JavaScript with a type checker in front of it. It reads your code before it runs and points at the calls that would fail.\n\n```ts\nconst total: number = prices.reduce((sum, price) => sum + price, 0);\n```\n\nThe types disappear when the code is compiled: what runs in the browser is plain JavaScript.',
          '<p>TypeScript is JavaScript with a type checker in front of it. It reads your code before it runs and points at the calls that would fail.</p>\n<pre tabindex="0"><code class="language-ts">const total: number = prices.reduce((sum, price) =&gt; sum + price, 0);\n</code></pre>\n<p>The types disappear when the code is compiled: what runs in the browser is plain JavaScript.</p>\n',
        ),
        preview: true,
      },
      article(
        'Annotations and inference',
        9,
        'You rarely need to write a type: TypeScript infers it from the value.\n\n```ts\nlet count = 0; // number\ncount = "three"; // error: string is not assignable to number\n```\n\nAnnotate function parameters, and let the rest be inferred.',
        '<p>You rarely need to write a type: TypeScript infers it from the value.</p>\n<pre tabindex="0"><code class="language-ts">let count = 0; // number\ncount = &quot;three&quot;; // error: string is not assignable to number\n</code></pre>\n<p>Annotate function parameters, and let the rest be inferred.</p>\n',
      ),
      {
        title: 'The compiler in action',
        kind: 'video',
        minutes: 4,
        videoUrl: lessonAsset('typescript-compiler.webm'),
        captionsUrl: lessonAsset('typescript-compiler.vtt'),
      },
      quiz('Check your understanding: types', 5, [
        {
          prompt: 'What happens to type annotations when TypeScript compiles your code?',
          options: [
            'They are checked at run time',
            'They are removed: plain JavaScript runs',
            'They become comments',
          ],
          answer: 1,
        },
        {
          prompt: 'What type does TypeScript infer for `let count = 0`?',
          options: ['any', 'number', '0', 'unknown'],
          answer: 1,
        },
        {
          prompt: 'Where is an annotation most useful?',
          options: ['On every variable', 'On function parameters', 'On string literals'],
          answer: 1,
        },
      ]),
    ],
  ],
  [
    'Shaping data',
    [
      article(
        'Interfaces and type aliases',
        10,
        'An interface names the shape of an object.\n\n```ts\ninterface Course {\n  title: string;\n  seats: number;\n}\n```\n\nA type alias can name any type, unions included.',
        '<p>An interface names the shape of an object.</p>\n<pre tabindex="0"><code class="language-ts">interface Course {\n  title: string;\n  seats: number;\n}\n</code></pre>\n<p>A type alias can name any type, unions included.</p>\n',
      ),
      article(
        'Unions and narrowing',
        12,
        'A union says a value is one of several types; a check narrows it.\n\n```ts\nfunction label(id: string | number) {\n  return typeof id === "number" ? id.toFixed(0) : id.trim();\n}\n```',
        '<p>A union says a value is one of several types; a check narrows it.</p>\n<pre tabindex="0"><code class="language-ts">function label(id: string | number) {\n  return typeof id === &quot;number&quot; ? id.toFixed(0) : id.trim();\n}\n</code></pre>\n',
      ),
      quiz('Check your understanding: shaping data', 6, [
        {
          prompt: 'Which can name a union type?',
          options: ['Only an interface', 'Only a type alias', 'Both equally'],
          answer: 1,
        },
        {
          prompt: 'After `typeof id === "number"` is true, what is the type of `id`?',
          options: ['string | number', 'number', 'string'],
          answer: 1,
        },
      ]),
    ],
  ],
  [
    'Generics',
    [
      article(
        'Generic functions',
        11,
        'A generic function works for any type while keeping it.\n\n```ts\nfunction first<T>(items: T[]): T | undefined {\n  return items[0];\n}\n```',
        '<p>A generic function works for any type while keeping it.</p>\n<pre tabindex="0"><code class="language-ts">function first&lt;T&gt;(items: T[]): T | undefined {\n  return items[0];\n}\n</code></pre>\n',
      ),
      quiz('Check your understanding: generics', 5, [
        {
          prompt: 'What does `first([1, 2, 3])` return, as a type?',
          options: ['number | undefined', 'any', 'T'],
          answer: 0,
        },
      ]),
    ],
  ],
];

const reactSections: [string, LessonSeed[]][] = [
  [
    'Thinking in components',
    [
      {
        ...article(
          'What a component is',
          7,
          'A component is a function that returns what to show.\n\n```jsx\nfunction Greeting({ name }) {\n  return <p>Hello, {name}!</p>;\n}\n```',
          '<p>A component is a function that returns what to show.</p>\n<pre tabindex="0"><code class="language-jsx">function Greeting({ name }) {\n  return &lt;p&gt;Hello, {name}!&lt;/p&gt;;\n}\n</code></pre>\n',
        ),
        preview: true,
      },
      article(
        'Props flow down',
        8,
        'A parent passes data to a child through props; the child never changes them.',
        '<p>A parent passes data to a child through props; the child never changes them.</p>\n',
      ),
      quiz('Check your understanding: components', 4, [
        {
          prompt: 'May a component change its own props?',
          options: ['Yes', 'No: props belong to the parent'],
          answer: 1,
        },
      ]),
    ],
  ],
  [
    'State and effects',
    [
      article(
        'useState',
        10,
        'State is data a component remembers between renders.\n\n```jsx\nconst [count, setCount] = useState(0);\n```',
        '<p>State is data a component remembers between renders.</p>\n<pre tabindex="0"><code class="language-jsx">const [count, setCount] = useState(0);\n</code></pre>\n',
      ),
      {
        title: 'Rendering, step by step',
        kind: 'video',
        minutes: 5,
        videoUrl: lessonAsset('react-rendering.webm'),
      },
      quiz('Check your understanding: state', 4, [
        {
          prompt: 'What does calling `setCount` do?',
          options: ['Changes `count` at once', 'Asks React to render again with the new value'],
          answer: 1,
        },
      ]),
    ],
  ],
];

const authoredSections: [string, LessonSeed[]][] = [
  [
    'Foundations',
    [
      {
        ...article(
          'Welcome to Flutter',
          5,
          'Flutter draws every pixel of your app itself, so one Dart codebase looks the same on iOS and Android.',
          '<p>Flutter draws every pixel of your app itself, so one Dart codebase looks the same on iOS and Android.</p>\n',
        ),
        preview: true,
      },
      article(
        'Installing Flutter',
        12,
        'Install the Flutter SDK, run `flutter doctor` and fix what it reports before you go on.',
        '<p>Install the Flutter SDK, run <code>flutter doctor</code> and fix what it reports before you go on.</p>\n',
      ),
      quiz('Check your understanding: foundations', 5, [
        {
          prompt: 'Which command checks that your Flutter setup is complete?',
          options: ['flutter run', 'flutter build', 'flutter doctor'],
          answer: 2,
        },
      ]),
    ],
  ],
  [
    'First project',
    [
      {
        title: 'A tour of a Flutter project',
        kind: 'video',
        minutes: 6,
        videoUrl: lessonAsset('project-tour.webm'),
        captionsUrl: lessonAsset('project-tour.vtt'),
      },
      article(
        'Your first widget',
        15,
        'A widget describes part of the screen. Compose small widgets into bigger ones.',
        '<p>A widget describes part of the screen. Compose small widgets into bigger ones.</p>\n',
      ),
    ],
  ],
];

export interface MockLearningContent {
  curricula: MockCurriculum[];
  sections: MockSection[];
  lessons: MockLesson[];
}

function build(courseId: string, seeds: [string, LessonSeed[]][]): MockLearningContent {
  const number = courseId.replace('course-', '');
  const sections: MockSection[] = [];
  const lessons: MockLesson[] = [];
  let lessonIndex = 0;
  seeds.forEach(([title, lessonSeeds], sectionIndex) => {
    const sectionId = `section-${number}-${sectionIndex + 1}`;
    const ids = lessonSeeds.map((seed) => {
      lessonIndex += 1;
      const lesson: MockLesson = {
        preview: false,
        ...seed,
        _id: `lesson-${number}-${String(lessonIndex).padStart(2, '0')}`,
        courseId,
        sectionId,
      };
      lessons.push(lesson);
      return lesson._id;
    });
    sections.push({ _id: sectionId, courseId, title, lessonIds: ids });
  });
  return { curricula: [{ courseId, sectionIds: sections.map((s) => s._id) }], sections, lessons };
}

function merge(...parts: MockLearningContent[]): MockLearningContent {
  return {
    curricula: parts.flatMap((part) => part.curricula),
    sections: parts.flatMap((part) => part.sections),
    lessons: parts.flatMap((part) => part.lessons),
  };
}

/** Every fixture curriculum. */
export function fixtureLearningContent(): MockLearningContent {
  return merge(
    build(LEARNING_COURSE_ID, typescriptSections),
    build(LOCKED_COURSE_ID, reactSections),
    build(AUTHORED_COURSE_ID, authoredSections),
  );
}

/** A completion: one per learner and lesson. */
export interface MockCompletion {
  userEmail: string;
  courseId: string;
  lessonId: string;
  completedAt: string;
}

export interface MockAttempt {
  _id: string;
  userEmail: string;
  courseId: string;
  lessonId: string;
  answers: number[];
  score: number;
  passed: boolean;
  passMark: number;
  createdAt: string;
}

export interface MockPosition {
  userEmail: string;
  courseId: string;
  lessonId: string;
  openedAt: string;
}

export interface MockCertificate {
  _id: string;
  userEmail: string;
  courseId: string | null;
  courseTitle: string;
  learnerName: string;
  authorName: string;
  issuedAt: string;
  /** Set once the learner revoked its credential. */
  revokedAt?: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (msAgo: number) => new Date(FIXTURE_NOW.getTime() - msAgo).toISOString();

/**
 * Ada's progress in the course she is enrolled in: the first section's first three lessons done
 * (3 of 9, 33%), last opened the section's quiz.
 */
export const fixtureCompletions: MockCompletion[] = ['01', '02', '03'].map((n, index) => ({
  userEmail: fixtureUser.email,
  courseId: LEARNING_COURSE_ID,
  lessonId: `lesson-02-${n}`,
  completedAt: at((3 - index) * HOUR + DAY),
}));

export const fixturePositions: MockPosition[] = [
  {
    userEmail: fixtureUser.email,
    courseId: LEARNING_COURSE_ID,
    lessonId: 'lesson-02-04',
    openedAt: at(DAY),
  },
];

/** Ada finished a course earlier (and later unenrolled): her certificate stays. */
export const fixtureCertificates: MockCertificate[] = [
  {
    _id: 'certificate-01',
    userEmail: fixtureUser.email,
    courseId: 'course-06',
    courseTitle: 'Pandas for Data Analysis',
    learnerName: fixtureUser.displayName,
    authorName: otherUser.displayName,
    issuedAt: at(23 * DAY),
  },
];

/** A certificate of another learner, for the public certificate page. */
export const OTHER_CERTIFICATE_ID = 'certificate-priya';
export const otherCertificate: MockCertificate = {
  _id: OTHER_CERTIFICATE_ID,
  userEmail: 'priya@example.com',
  courseId: AUTHORED_COURSE_ID,
  courseTitle: 'Flutter Fundamentals',
  learnerName: 'Priya Natarajan',
  authorName: fixtureUser.displayName,
  issuedAt: at(4 * DAY),
};
