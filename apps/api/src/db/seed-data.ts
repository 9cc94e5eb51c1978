import { CATEGORIES, IMAGES_PER_CATEGORY, JOB_TYPES, courseImageFile } from '../catalogue.ts';
import { defined } from '../util/defined.ts';

export const SEED_INSTRUCTORS = [
  { email: 'ada.lovelace@edugate.example', name: 'Ada Lovelace' },
  { email: 'grace.hopper@edugate.example', name: 'Grace Hopper' },
  { email: 'alan.kay@edugate.example', name: 'Alan Kay' },
  { email: 'margaret.hamilton@edugate.example', name: 'Margaret Hamilton' },
  { email: 'linus.torvalds@edugate.example', name: 'Linus Torvalds' },
] as const;

/** Five courses per category: [title, description, duration]. */
const COURSES: Record<(typeof CATEGORIES)[number]['name'], [string, string, string][]> = {
  'web development': [
    [
      'Modern HTML and CSS',
      'Build responsive, accessible pages with semantic HTML, Flexbox and Grid.',
      '6 weeks',
    ],
    [
      'JavaScript from Zero',
      'Variables to async/await: the language of the web, one exercise at a time.',
      '8 weeks',
    ],
    [
      'React in Practice',
      'Components, hooks and state management by building three real apps.',
      '10 weeks',
    ],
    [
      'Node.js APIs',
      'Design, build and test REST APIs with Node.js, Fastify and PostgreSQL.',
      '6 weeks',
    ],
    [
      'Web Performance',
      'Measure and fix what makes sites slow: loading, rendering and caching.',
      '12 hours',
    ],
  ],
  'mobile development': [
    [
      'Flutter Foundations',
      'One codebase for iOS and Android with Dart and Flutter widgets.',
      '8 weeks',
    ],
    [
      'SwiftUI Essentials',
      'Declarative interfaces for iPhone and iPad apps with SwiftUI.',
      '6 weeks',
    ],
    [
      'Kotlin for Android',
      'Modern Android apps with Kotlin, Jetpack Compose and coroutines.',
      '8 weeks',
    ],
    ['React Native Apps', 'Ship native mobile apps with the React you already know.', '7 weeks'],
    [
      'Mobile App Testing',
      'Unit, UI and device-farm testing strategies for mobile teams.',
      '15 hours',
    ],
  ],
  'data science': [
    [
      'Python for Data Analysis',
      'Clean, explore and visualise data with pandas and matplotlib.',
      '6 weeks',
    ],
    [
      'Statistics for Data Science',
      'Distributions, inference and experiments explained with code.',
      '8 weeks',
    ],
    [
      'SQL for Analysts',
      'Answer business questions with joins, window functions and CTEs.',
      '4 weeks',
    ],
    [
      'Data Visualisation',
      'Tell clear stories with charts people actually understand.',
      '20 hours',
    ],
    [
      'Data Engineering Basics',
      'Pipelines, warehouses and orchestration for reliable data.',
      '8 weeks',
    ],
  ],
  'machine learning': [
    [
      'Machine Learning A-Z',
      'Regression, classification and clustering with scikit-learn.',
      '10 weeks',
    ],
    [
      'Deep Learning with PyTorch',
      'Neural networks from tensors to training loops and deployment.',
      '10 weeks',
    ],
    ['Feature Engineering', 'Turn raw data into features that make models work.', '18 hours'],
    [
      'MLOps in Production',
      'Version, deploy and monitor models the way software is shipped.',
      '6 weeks',
    ],
    ['Recommender Systems', 'Collaborative filtering, embeddings and ranking at scale.', '5 weeks'],
  ],
  'artificial intelligence': [
    [
      'AI Fundamentals',
      'Search, reasoning and learning: the ideas behind intelligent systems.',
      '6 weeks',
    ],
    [
      'Natural Language Processing',
      'Text classification, embeddings and transformers in practice.',
      '8 weeks',
    ],
    ['Computer Vision', 'Image classification, detection and segmentation with CNNs.', '8 weeks'],
    [
      'Building with LLMs',
      'Prompting, retrieval and evaluation for language-model apps.',
      '4 weeks',
    ],
    ['Responsible AI', 'Fairness, privacy and safety for teams shipping AI features.', '10 hours'],
  ],
  'cloud computing': [
    [
      'Cloud Foundations',
      'Compute, storage and networking concepts across the major clouds.',
      '5 weeks',
    ],
    [
      'Docker and Kubernetes',
      'Package services in containers and run them on Kubernetes.',
      '8 weeks',
    ],
    [
      'Infrastructure as Code',
      'Reproducible infrastructure with Terraform and CI pipelines.',
      '6 weeks',
    ],
    [
      'Serverless Architectures',
      'Event-driven apps with functions, queues and managed services.',
      '4 weeks',
    ],
    ['Site Reliability Engineering', 'SLOs, incident response and capacity planning.', '6 weeks'],
  ],
  cybersecurity: [
    [
      'Security Fundamentals',
      'Threats, controls and the habits that keep systems safe.',
      '6 weeks',
    ],
    ['Web Application Security', 'Find and fix the OWASP Top 10 in real applications.', '6 weeks'],
    ['Network Defence', 'Firewalls, monitoring and intrusion detection hands-on.', '8 weeks'],
    ['Ethical Hacking', 'Penetration testing methodology in a safe lab environment.', '10 weeks'],
    [
      'Cryptography Explained',
      'Hashes, ciphers and signatures without the maths anxiety.',
      '16 hours',
    ],
  ],
  'game development': [
    ['Unity Game Development', 'Build and publish 2D and 3D games with Unity and C#.', '10 weeks'],
    [
      'Godot for Beginners',
      'Make your first complete game with the open-source Godot engine.',
      '6 weeks',
    ],
    [
      'Game Design Principles',
      'Mechanics, feedback and level design that keep players engaged.',
      '5 weeks',
    ],
    ['Unreal Engine Blueprints', 'Visual scripting for gameplay in Unreal Engine.', '8 weeks'],
    ['Pixel Art for Games', 'Sprites, tiles and animation for retro-style games.', '12 hours'],
  ],
  'ui/ux design': [
    ['UI Design Basics', 'Layout, typography and colour for clean, usable interfaces.', '5 weeks'],
    [
      'UX Research Methods',
      'Interviews, usability tests and synthesis that inform design.',
      '6 weeks',
    ],
    ['Figma from Scratch', 'Components, auto layout and prototypes in Figma.', '14 hours'],
    ['Design Systems', 'Tokens, components and documentation that scale across teams.', '6 weeks'],
    [
      'Accessible Design',
      'Design for everyone: contrast, focus, motion and screen readers.',
      '10 hours',
    ],
  ],
};

export interface SeedCourse {
  title: string;
  description: string;
  imagePath: string;
  duration: string;
  category: string;
  addedByEmail: string;
  addedByName: string;
  /** Days before the seed time. */
  addedDaysAgo: number;
  totalSeats: number;
  enrollments: number;
  rating: number;
}

export function seedCourses(): SeedCourse[] {
  const courses: SeedCourse[] = [];
  let index = 0;
  for (const category of CATEGORIES) {
    for (const [title, description, duration] of COURSES[category.name]) {
      const instructor = defined(SEED_INSTRUCTORS[index % SEED_INSTRUCTORS.length]);
      // Capacities 20..60; every seventh course is full, the rest filled to varied levels.
      const totalSeats = 20 + ((index * 7) % 41);
      const enrollments =
        index % 7 === 3 ? totalSeats : Math.floor((totalSeats * ((index * 37) % 100)) / 100);
      courses.push({
        title,
        description,
        imagePath: `/assets/courses/${courseImageFile(category.slug, (index % IMAGES_PER_CATEGORY) + 1)}`,
        duration,
        category: category.name,
        addedByEmail: instructor.email,
        addedByName: instructor.name,
        addedDaysAgo: (index * 11) % 180,
        totalSeats,
        enrollments,
        rating: Math.round((3.5 + ((index * 13) % 16) / 10) * 10) / 10,
      });
      index += 1;
    }
  }
  return courses;
}

export interface SeedJob {
  title: string;
  company: string;
  location: string;
  salary: string;
  type: (typeof JOB_TYPES)[number];
  description: string;
  requirements: string[];
  benefits: string[];
  postedDaysAgo: number;
}

const ROLES = [
  ['Frontend Developer', 'Build accessible, fast interfaces with React and TypeScript.'],
  ['Backend Engineer', 'Design APIs and data models on Node.js and PostgreSQL.'],
  ['Data Analyst', 'Turn product data into decisions with SQL and dashboards.'],
  ['Mobile Developer', 'Ship features to our iOS and Android apps every week.'],
  ['ML Engineer', 'Train, deploy and monitor models that power recommendations.'],
  ['Cloud Engineer', 'Run our infrastructure on Kubernetes with Terraform.'],
  ['Security Analyst', 'Monitor, triage and harden systems against threats.'],
  ['Game Programmer', 'Implement gameplay systems and tools in Unity.'],
  ['UX Designer', 'Research, prototype and test flows with real learners.'],
  ['Technical Writer', 'Write docs and tutorials developers love to read.'],
  ['QA Engineer', 'Automate end-to-end tests and keep releases boring.'],
  ['DevOps Engineer', 'Own CI/CD pipelines and developer experience.'],
] as const;

const COMPANIES = [
  'Northwind Labs',
  'Bluefin Tech',
  'Acme Learning',
  'Orbit Analytics',
  'Pixel Forge',
  'Cedar Cloud',
];
const LOCATIONS = [
  'Berlin, Germany',
  'London, UK',
  'Dhaka, Bangladesh',
  'Toronto, Canada',
  'Remote',
  'Austin, TX',
];

export function seedJobs(): SeedJob[] {
  const jobs: SeedJob[] = [];
  JOB_TYPES.forEach((type, typeIndex) => {
    ROLES.forEach(([title, description], roleIndex) => {
      const index = typeIndex * ROLES.length + roleIndex;
      const base = 40 + ((index * 9) % 80);
      jobs.push({
        title,
        company: defined(COMPANIES[index % COMPANIES.length]),
        location: type === 'Remote' ? 'Remote' : defined(LOCATIONS[index % LOCATIONS.length]),
        salary: type === 'Internship' ? `$${base * 50}/month` : `$${base}k - $${base + 25}k`,
        type,
        description,
        requirements: [
          `${1 + (index % 5)}+ years of relevant experience`,
          'Clear written communication',
          'Comfort with code review and pair work',
        ],
        benefits: [
          'Learning budget',
          'Flexible hours',
          index % 2 === 0 ? 'Health insurance' : 'Home office stipend',
        ],
        postedDaysAgo: (index * 5) % 60,
      });
    });
  });
  return jobs;
}
