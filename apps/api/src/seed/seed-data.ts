import { JOB_TYPES } from '../catalogue.ts';
import { defined } from '../util/defined.ts';

/** The seeded authors: content/catalogue.yaml gives each seeded course to one of them. */
export const SEED_INSTRUCTORS = [
  { email: 'ada.lovelace@edugate.example', name: 'Ada Lovelace' },
  { email: 'grace.hopper@edugate.example', name: 'Grace Hopper' },
  { email: 'alan.kay@edugate.example', name: 'Alan Kay' },
  { email: 'margaret.hamilton@edugate.example', name: 'Margaret Hamilton' },
  { email: 'linus.torvalds@edugate.example', name: 'Linus Torvalds' },
] as const;

export interface SeedJob {
  title: string;
  company: string;
  location: string;
  salary: string;
  type: (typeof JOB_TYPES)[number];
  description: string;
  requirements: string[];
  benefits: string[];
  /** Skills the job requires, names from content/skills.yaml. */
  skills: string[];
  /** Hours before the seed time: every job its own time, spread over about six weeks. */
  postedHoursAgo: number;
}

interface Role {
  /** Three levels of the role, then its internship. */
  titles: readonly [string, string, string];
  intern: string;
  summary: string;
  duties: readonly [string, string, string];
  skills: readonly [string, string, string];
  /**
   * The shared skills (content/skills.yaml) the role needs, most central first: a first-level job
   * requires the first three, a senior one all, an internship the first two.
   */
  requires: readonly string[];
  /** Yearly pay at the first level, in thousands of US dollars; other currencies scale it. */
  pay: number;
}

/** Twenty roles a learner of the catalogue could aim at; each is seeded three times. */
const ROLES: readonly Role[] = [
  {
    titles: ['Frontend Developer', 'Senior React Engineer', 'Design Systems Engineer'],
    intern: 'Frontend Developer Intern',
    requires: ['React', 'TypeScript', 'CSS', 'Accessibility'],
    summary: 'Our web app is where learners spend their day, and it has to feel instant.',
    duties: [
      'Build accessible React components with TypeScript',
      'Keep pages fast on slow phones and networks',
      'Review code and pair with designers on new screens',
    ],
    skills: ['React and TypeScript', 'Semantic HTML and modern CSS', 'Testing with Vitest or Jest'],
    pay: 95,
  },
  {
    titles: [
      'Backend Engineer (Node.js)',
      'Senior Backend Engineer, Payments',
      'API Platform Engineer',
    ],
    intern: 'Backend Engineering Intern',
    requires: ['Node.js', 'SQL', 'REST API design', 'HTTP caching'],
    summary: 'Every request from our apps ends up in services this team owns.',
    duties: [
      'Design and version public REST APIs',
      'Model data in PostgreSQL and keep queries fast',
      'Take part in a calm, well-documented on-call rota',
    ],
    skills: ['Node.js or Go', 'SQL and PostgreSQL', 'HTTP, caching and API design'],
    pay: 105,
  },
  {
    titles: ['Data Analyst', 'Senior Product Analyst', 'Business Intelligence Analyst'],
    intern: 'Data Analyst Intern',
    requires: ['SQL', 'Data visualisation', 'Statistics', 'A/B testing'],
    summary: 'Product decisions here start with a question and a query.',
    duties: [
      'Answer product questions with SQL and clear charts',
      'Own the dashboards leadership reads every Monday',
      'Design and read A/B tests with product managers',
    ],
    skills: ['Advanced SQL', 'Python or R for analysis', 'Explaining numbers to non-analysts'],
    pay: 80,
  },
  {
    titles: ['iOS Developer', 'Android Engineer (Kotlin)', 'React Native Developer'],
    intern: 'Mobile Development Intern',
    requires: ['Kotlin', 'Swift', 'Android', 'iOS'],
    summary: 'Most of our users open the app on a phone, often offline.',
    duties: [
      'Ship features to the mobile apps every two weeks',
      'Make offline mode and sync reliable',
      'Track crashes and app start time, and bring them down',
    ],
    skills: [
      'Swift, Kotlin or React Native',
      'Mobile release processes',
      'Offline-first data sync',
    ],
    pay: 100,
  },
  {
    titles: ['Machine Learning Engineer', 'Senior ML Engineer, Recommendations', 'MLOps Engineer'],
    intern: 'Machine Learning Intern',
    requires: ['Python', 'Machine learning', 'Feature engineering', 'PyTorch'],
    summary: 'Our models pick what millions of people see next.',
    duties: [
      'Train and evaluate ranking and recommendation models',
      'Take models from notebook to production',
      'Monitor drift and retrain on a schedule',
    ],
    skills: ['Python and PyTorch', 'Feature pipelines at scale', 'Experiment design'],
    pay: 125,
  },
  {
    titles: ['Cloud Engineer (AWS)', 'Site Reliability Engineer', 'Platform Engineer, Kubernetes'],
    intern: 'Cloud Infrastructure Intern',
    requires: ['Linux', 'Docker', 'Terraform', 'Kubernetes'],
    summary: 'We run everything on infrastructure as code, and we want it boring.',
    duties: [
      'Run production on Kubernetes with Terraform',
      'Define SLOs and the alerts that protect them',
      'Cut cloud costs without cutting reliability',
    ],
    skills: ['AWS, GCP or Azure', 'Terraform', 'Linux and networking basics'],
    pay: 110,
  },
  {
    titles: ['Security Analyst', 'Application Security Engineer', 'Penetration Tester'],
    intern: 'Security Operations Intern',
    requires: ['Secure coding', 'OWASP Top 10', 'Security monitoring', 'Threat modelling'],
    summary: 'We keep the data of schools and students safe.',
    duties: [
      'Triage alerts and lead incident response',
      'Threat-model new features with their teams',
      'Run and follow up on penetration tests',
    ],
    skills: ['OWASP Top 10', 'SIEM tools and log analysis', 'Scripting in Python or Bash'],
    pay: 100,
  },
  {
    titles: ['Gameplay Programmer (Unity)', 'Graphics Programmer', 'Game Tools Engineer'],
    intern: 'Game Programming Intern',
    requires: ['Game design', 'Unity', 'C#', 'Game physics'],
    summary: 'We make learning games that people play for fun.',
    duties: [
      'Implement gameplay systems with designers',
      'Profile and optimise frame times on low-end devices',
      'Build editor tools that speed up level design',
    ],
    skills: ['C# and Unity, or C++', 'Game maths and physics', 'Profiling tools'],
    pay: 85,
  },
  {
    titles: ['UX Designer', 'Senior Product Designer', 'UX Researcher'],
    intern: 'Product Design Intern',
    requires: ['Figma', 'Usability testing', 'UX research', 'Prototyping'],
    summary: 'Design here starts with talking to learners and teachers.',
    duties: [
      'Research, prototype and test flows with real users',
      'Work in our Figma design system',
      'Write clear interface copy with content design',
    ],
    skills: ['A portfolio of shipped work', 'Figma', 'Usability testing'],
    pay: 85,
  },
  {
    titles: ['Technical Writer', 'Developer Documentation Lead', 'API Documentation Writer'],
    intern: 'Technical Writing Intern',
    requires: ['Technical writing', 'Git', 'REST API design'],
    summary: 'Developers judge our platform by its docs first.',
    duties: [
      'Write tutorials, guides and API references',
      'Keep code samples tested and up to date',
      'Review docs pull requests from engineers',
    ],
    skills: ['Excellent written English', 'Reading code in one language', 'Docs-as-code with Git'],
    pay: 75,
  },
  {
    titles: ['QA Automation Engineer', 'Test Engineer (Playwright)', 'Quality Lead'],
    intern: 'Software Testing Intern',
    requires: ['Testing', 'TypeScript', 'JavaScript'],
    summary: 'We release every day, so our tests have to be trustworthy.',
    duties: [
      'Automate end-to-end tests in the CI pipeline',
      'Hunt down and fix flaky tests',
      'Plan exploratory testing for each release',
    ],
    skills: ['Playwright or Cypress', 'TypeScript', 'A sharp eye for edge cases'],
    pay: 80,
  },
  {
    titles: ['DevOps Engineer', 'Build and Release Engineer', 'CI/CD Specialist'],
    intern: 'DevOps Intern',
    requires: ['CI/CD', 'Docker', 'Shell scripting', 'Kubernetes'],
    summary: 'Our engineers should go from commit to production in minutes.',
    duties: [
      'Own the CI/CD pipelines and their speed',
      'Keep build caches and artefacts healthy',
      'Automate releases and rollbacks',
    ],
    skills: ['GitHub Actions or GitLab CI', 'Docker', 'Shell scripting'],
    pay: 100,
  },
  {
    titles: ['Data Engineer', 'Analytics Engineer (dbt)', 'Senior Data Platform Engineer'],
    intern: 'Data Engineering Intern',
    requires: ['SQL', 'Python', 'Data pipelines', 'dbt'],
    summary: 'Clean, well-modelled data is what the rest of the company builds on.',
    duties: [
      'Build batch and streaming pipelines',
      'Model the warehouse with dbt',
      'Test data quality and document lineage',
    ],
    skills: ['SQL and Python', 'Airflow or Dagster', 'A cloud data warehouse'],
    pay: 105,
  },
  {
    titles: [
      'Full-Stack Developer',
      'Senior Full-Stack Engineer (TypeScript)',
      'Founding Engineer',
    ],
    intern: 'Software Engineering Intern',
    requires: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
    summary: 'A small team where you take features from idea to production.',
    duties: [
      'Build features across the React front end and Node.js back end',
      'Talk to customers about what to build next',
      'Shape the architecture as the product grows',
    ],
    skills: ['TypeScript on both ends', 'A relational database', 'Shipping without a big team'],
    pay: 100,
  },
  {
    titles: [
      'Instructional Designer',
      'Learning Experience Designer',
      'Curriculum Developer, Data Science',
    ],
    intern: 'Instructional Design Intern',
    requires: ['Instructional design', 'Technical writing', 'Accessibility'],
    summary: 'We turn expert knowledge into courses people finish.',
    duties: [
      'Design course outlines with subject experts',
      'Write exercises, quizzes and projects',
      'Improve courses from completion data and feedback',
    ],
    skills: ['Adult learning principles', 'Clear writing', 'An authoring tool or LMS'],
    pay: 70,
  },
  {
    titles: ['Product Manager', 'Senior Product Manager, Growth', 'Technical Product Owner'],
    intern: 'Associate Product Manager Intern',
    requires: ['Product management', 'UX research', 'SQL'],
    summary: 'Our product managers spend as much time with users as with the team.',
    duties: [
      'Own the roadmap for one part of the product',
      'Write clear problem statements and success metrics',
      'Run discovery interviews every week',
    ],
    skills: ['Product discovery', 'Reading data without an analyst', 'Working with engineers'],
    pay: 115,
  },
  {
    titles: ['Developer Advocate', 'Community Manager', 'Developer Relations Engineer'],
    intern: 'Developer Relations Intern',
    requires: ['Public speaking', 'JavaScript', 'Technical writing'],
    summary: 'Thousands of developers build on our API and talk to us every day.',
    duties: [
      'Build sample apps and live-code at meetups',
      'Answer the community on the forum and Discord',
      'Bring developer feedback back to the product team',
    ],
    skills: ['Building and explaining small apps', 'Public speaking or streaming', 'Empathy'],
    pay: 90,
  },
  {
    titles: [
      'Database Administrator (PostgreSQL)',
      'Database Reliability Engineer',
      'Data Modeler',
    ],
    intern: 'Database Intern',
    requires: ['PostgreSQL', 'SQL', 'Linux'],
    summary: 'Our PostgreSQL clusters hold ten years of customer data.',
    duties: [
      'Tune queries, indexes and vacuum settings',
      'Plan upgrades, backups and restore drills',
      'Review schema changes before they ship',
    ],
    skills: ['PostgreSQL internals', 'Query plans', 'Backup and replication'],
    pay: 100,
  },
  {
    titles: ['Accessibility Specialist', 'Accessibility Engineer', 'Digital Accessibility Auditor'],
    intern: 'Accessibility Intern',
    requires: ['Accessibility', 'WCAG', 'Screen reader testing', 'HTML'],
    summary: 'Everything we ship has to work with a keyboard and a screen reader.',
    duties: [
      'Audit screens against WCAG 2.2 AA',
      'Fix issues with the teams that own them',
      'Teach developers and designers to test for themselves',
    ],
    skills: ['WCAG 2.2', 'Screen readers such as NVDA and VoiceOver', 'HTML and ARIA'],
    pay: 85,
  },
  {
    titles: ['AI Engineer (LLM Applications)', 'Applied Scientist, NLP', 'Evaluation Engineer, AI'],
    intern: 'AI Research Intern',
    requires: ['Python', 'Large language models', 'AI evaluation', 'Natural language processing'],
    summary: 'We build AI tutors that explain, not just answer.',
    duties: [
      'Build retrieval and generation pipelines',
      'Design evaluations that catch wrong answers',
      'Ship features with product and content teams',
    ],
    skills: ['Python', 'Large language model APIs', 'Evaluation methods'],
    pay: 130,
  },
];

interface Company {
  name: string;
  city: string;
  /** Where remote hires may live. */
  region: string;
  about: string;
  /** Currency symbol or code, and local pay per US dollar of a role's base pay. */
  currency: string;
  rate: number;
  perk: string;
}

const COMPANIES: readonly Company[] = [
  {
    name: 'Northwind Labs',
    city: 'Berlin, Germany',
    region: 'Europe',
    about: 'builds scheduling software for 4,000 schools.',
    currency: '€',
    rate: 0.75,
    perk: 'Public transport pass',
  },
  {
    name: 'Bluefin Tech',
    city: 'London, UK',
    region: 'UK and Ireland',
    about: 'runs the payment rails for online marketplaces.',
    currency: '£',
    rate: 0.65,
    perk: 'Cycle to work scheme',
  },
  {
    name: 'Shapla Digital',
    city: 'Dhaka, Bangladesh',
    region: 'South Asia',
    about: 'builds mobile banking apps used by six million people.',
    currency: 'BDT ',
    rate: 18,
    perk: 'Lunch and snacks every day',
  },
  {
    name: 'Maple Byte',
    city: 'Toronto, Canada',
    region: 'Canada',
    about: 'makes accounting software for small businesses.',
    currency: 'CA$',
    rate: 1.1,
    perk: 'Extended health and dental',
  },
  {
    name: 'Lone Star Learning',
    city: 'Austin, TX, USA',
    region: 'US time zones',
    about: 'is an online high school with 30,000 students.',
    currency: '$',
    rate: 1,
    perk: '401(k) with 4% match',
  },
  {
    name: 'Kookaburra Games',
    city: 'Melbourne, Australia',
    region: 'Australia and New Zealand',
    about: 'is an independent studio behind two award-winning puzzle games.',
    currency: 'A$',
    rate: 1.2,
    perk: 'Game library allowance',
  },
  {
    name: 'Merlion Analytics',
    city: 'Singapore',
    region: 'Asia-Pacific',
    about: 'forecasts demand for retailers across Southeast Asia.',
    currency: 'S$',
    rate: 1.1,
    perk: 'Annual health screening',
  },
  {
    name: 'Tejo Software',
    city: 'Lisbon, Portugal',
    region: 'Europe',
    about: 'builds booking systems for hotels and hostels.',
    currency: '€',
    rate: 0.45,
    perk: 'Meal allowance',
  },
  {
    name: 'Vistula Systems',
    city: 'Warsaw, Poland',
    region: 'Central Europe',
    about: 'makes logistics software for 800 warehouses.',
    currency: 'PLN ',
    rate: 2.2,
    perk: 'Private medical care',
  },
  {
    name: 'Savanna Pay',
    city: 'Nairobi, Kenya',
    region: 'Africa',
    about: 'moves mobile money across East Africa.',
    currency: 'KES ',
    rate: 35,
    perk: 'Family medical cover',
  },
  {
    name: 'Ipê Educação',
    city: 'São Paulo, Brazil',
    region: 'Latin America',
    about: 'prepares 200,000 students a year for university entrance exams.',
    currency: 'R$',
    rate: 2,
    perk: 'Meal and food vouchers',
  },
  {
    name: 'Canal Street Health',
    city: 'Amsterdam, Netherlands',
    region: 'Europe',
    about: 'builds telehealth tools for general practitioners.',
    currency: '€',
    rate: 0.7,
    perk: 'Pension plan',
  },
  {
    name: 'Hudson Reading',
    city: 'New York, NY, USA',
    region: 'Americas',
    about: 'publishes digital textbooks for 1,200 colleges.',
    currency: '$',
    rate: 1.15,
    perk: 'Commuter benefits',
  },
  {
    name: 'Golden Gate Robotics',
    city: 'San Francisco, CA, USA',
    region: 'US time zones',
    about: 'builds robots that sort recycling.',
    currency: '$',
    rate: 1.3,
    perk: 'Equity for every employee',
  },
  {
    name: 'Cascade Cloud',
    city: 'Seattle, WA, USA',
    region: 'Americas',
    about: 'hosts databases for 15,000 developer teams.',
    currency: '$',
    rate: 1.2,
    perk: 'Stock options',
  },
  {
    name: 'Liffey Data',
    city: 'Dublin, Ireland',
    region: 'Europe',
    about: 'helps charities understand their donors.',
    currency: '€',
    rate: 0.75,
    perk: 'Two volunteering days a year',
  },
  {
    name: 'Norrsken Studio',
    city: 'Stockholm, Sweden',
    region: 'Nordics',
    about: 'designs energy apps for households with solar panels.',
    currency: 'SEK ',
    rate: 8,
    perk: 'Wellness allowance',
  },
  {
    name: 'Sakura Mobile',
    city: 'Tokyo, Japan',
    region: 'Japan',
    about: 'makes language-learning apps for travellers.',
    currency: '¥',
    rate: 110,
    perk: 'Commuting costs covered',
  },
  {
    name: 'Jacaranda Labs',
    city: 'Mexico City, Mexico',
    region: 'Latin America',
    about: 'builds fraud detection for online shops.',
    currency: 'MXN ',
    rate: 9,
    perk: 'Major medical insurance',
  },
  {
    name: 'Fjord & Pine',
    city: 'Montreal, Canada',
    region: 'Canada',
    about: 'makes tools for podcast producers.',
    currency: 'CA$',
    rate: 1,
    perk: 'French or English lessons',
  },
  {
    name: 'Table Mountain Tech',
    city: 'Cape Town, South Africa',
    region: 'Africa',
    about: 'builds insurance software for small farms.',
    currency: 'ZAR ',
    rate: 9,
    perk: 'Medical aid',
  },
  {
    name: 'Baltic Byte',
    city: 'Tallinn, Estonia',
    region: 'Europe',
    about: 'runs digital identity services for three governments.',
    currency: '€',
    rate: 0.55,
    perk: 'Sports compensation',
  },
  {
    name: 'Alpenglow Finance',
    city: 'Zurich, Switzerland',
    region: 'Europe',
    about: 'builds portfolio software for private banks.',
    currency: 'CHF ',
    rate: 1.1,
    perk: 'Half-fare travel card',
  },
  {
    name: 'Ganges Learning',
    city: 'Bengaluru, India',
    region: 'India',
    about: 'runs live coding bootcamps in six languages.',
    currency: '₹',
    rate: 25,
    perk: 'Family health insurance',
  },
];

const number = (value: number) => Math.round(value).toLocaleString('en-US');

/** Pay as the type states it: a year, an hour (part-time), a day (contract), a month (intern). */
function salaryFor(type: SeedJob['type'], company: Company, yearlyUsdK: number): string {
  const yearly = yearlyUsdK * 1000 * company.rate;
  const c = company.currency;
  switch (type) {
    case 'Part-time': {
      const hourly = yearly / 2000;
      return `${c}${number(hourly)} - ${c}${number(hourly * 1.2)} an hour`;
    }
    case 'Contract':
      return `${c}${number(Math.round(yearly / 2000) * 10)} a day`;
    case 'Internship':
      return `${c}${number(Math.round(yearly / 40 / 100) * 100)} a month`;
    default: {
      const low = Math.round(yearly / 1000) * 1000;
      return `${c}${number(low)} - ${c}${number(Math.round((low * 1.2) / 1000) * 1000)} a year`;
    }
  }
}

const TYPE_LINES: Record<SeedJob['type'], string> = {
  'Full-time': 'A permanent, full-time position.',
  'Part-time': 'About 20 hours a week; you choose the days with your team.',
  Contract: 'A six-month contract, with a good chance of extension.',
  Internship: 'A paid three-month internship with a mentor and a real project.',
  Remote: 'Fully remote: we meet in person twice a year.',
};

/** Pay of a role's three levels, against its first. */
const LEVEL_PAY = [1, 1.35, 1.1] as const;

const EXPERIENCE = [
  '2+ years in a similar role',
  '5+ years of experience, including leading projects',
  '3+ years of relevant experience',
] as const;

const BENEFITS: Record<SeedJob['type'], readonly string[]> = {
  'Full-time': ['25 days of paid leave', 'Learning budget of $1,500 a year'],
  'Part-time': ['Flexible hours', 'Pro-rata paid leave'],
  Contract: ['Paid every two weeks', 'Laptop and equipment provided'],
  Internship: ['Paid internship', 'A mentor for the whole internship'],
  Remote: ['Home office budget', 'Yearly team retreat'],
};

/**
 * Sixty jobs, each title once: twenty roles at three levels (or as an internship) at twenty-four
 * companies, every type among any five in a row, posted over about six weeks (newest first is
 * the order of the array). Deterministic: the same list on every start.
 */
export function seedJobs(): SeedJob[] {
  return Array.from({ length: ROLES.length * 3 }, (_, index) => {
    // Steps of 7 and 5 are coprime with 20 and 24, so neighbouring jobs differ in role and company.
    const role = defined(ROLES[(index * 7) % ROLES.length]);
    const level = Math.floor(index / ROLES.length);
    const company = defined(COMPANIES[(index * 5) % COMPANIES.length]);
    // A role's three jobs have three different types, so at most one is its internship.
    const type = defined(JOB_TYPES[(index + level) % JOB_TYPES.length]);
    const title = type === 'Internship' ? role.intern : defined(role.titles[level]);
    // An intern's pay follows the role's first level, whichever level the slot was.
    const levelPay = type === 'Internship' ? 1 : defined(LEVEL_PAY[level]);
    const yearly = role.pay * levelPay + ((index * 3) % 7) * 2;
    let location = company.city;
    if (type === 'Remote') location = `Remote (${company.region})`;
    else if (type === 'Full-time' && index % 3 === 0) location = `${company.city} (hybrid)`;
    return {
      title,
      company: company.name,
      location,
      salary: salaryFor(type, company, yearly),
      type,
      description: [
        `${company.name} ${company.about} ${role.summary}`,
        `What you will do:\n${role.duties.map((duty) => `- ${duty}`).join('\n')}`,
        TYPE_LINES[type],
      ].join('\n\n'),
      requirements: [
        type === 'Internship'
          ? 'Currently studying or graduated in the last year'
          : defined(EXPERIENCE[level]),
        ...role.skills,
      ],
      benefits: [...BENEFITS[type], company.perk],
      skills: role.requires.slice(0, type === 'Internship' ? 2 : level === 1 ? undefined : 3),
      postedHoursAgo: index * 16 + ((index * 7) % 9),
    };
  });
}
