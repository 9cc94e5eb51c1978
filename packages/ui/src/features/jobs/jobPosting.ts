import type { Job } from '@edugate/api-client';

/**
 * A job as schema.org's JobPosting, the structured data search engines read to list a job
 * (https://schema.org/JobPosting and Google's job posting guidelines): title, description (HTML),
 * datePosted, hiringOrganization, where (jobLocation, or jobLocationType TELECOMMUTE with the
 * region applicants must be in), employmentType, and baseSalary when the salary reads as an amount
 * in a currency per a named period. Jobs have no closing date, so there is no validThrough; a
 * closed job gets no structured data at all (null), as the guidelines ask of expired postings.
 */
export type JobPostingData = Record<string, unknown>;

/** The job types as schema.org's employmentType; 'Remote' says where, not how long: OTHER. */
const EMPLOYMENT_TYPES: Record<Job['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Remote: 'OTHER',
};

/** Currency signs as posters write them, longest first, and their ISO 4217 codes. */
const CURRENCY_SIGNS: readonly (readonly [string, string])[] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
];

/** The period a salary names, as schema.org's unitText. */
const PERIODS: readonly (readonly [RegExp, string])[] = [
  [/(?:\b(?:an?|per)\s+|\/\s*)(?:hour|hr)\b|\bhourly\b/i, 'HOUR'],
  [/(?:\b(?:an?|per)\s+|\/\s*)day\b|\bdaily\b/i, 'DAY'],
  [/(?:\b(?:an?|per)\s+|\/\s*)week\b|\bweekly\b/i, 'WEEK'],
  [/(?:\b(?:an?|per)\s+|\/\s*)month\b|\bmonthly\b/i, 'MONTH'],
  [/(?:\b(?:an?|per)\s+|\/\s*)(?:year|yr|annum)\b|\byearly\b|\bannually\b/i, 'YEAR'],
];

/** Every way of naming a period, to take out before reading the amounts. */
const PERIOD_WORDS =
  /(?:\b(?:an?|per)\s+|\/\s*)(?:hour|hr|day|week|month|year|yr|annum)\b|\b(?:hourly|daily|weekly|monthly|yearly|annually)\b/gi;

/** '48,000', '1.5k', '100k', '1,600.50'. */
const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(\s*k\b)?/gi;

export interface ParsedSalary {
  currency: string;
  minValue: number;
  /** Equal to minValue for a single amount. */
  maxValue: number;
  unitText: string;
}

/**
 * The salary as a currency, an amount or a range, and a period, when it says all three and
 * nothing else ('EUR 48,000 - 56,000 a year', '$25 - $30 an hour', 'GBP 30 / hour',
 * '€1,600 / month', '$100k a year'); null otherwise ('Competitive', '€60,000' with no period:
 * nothing is guessed).
 */
export function parseSalary(salary: string): ParsedSalary | null {
  const unitText = PERIODS.find(([pattern]) => pattern.test(salary))?.[1];
  if (!unitText) return null;
  let rest = salary.replace(PERIOD_WORDS, ' ');
  const currencies = new Set<string>();
  rest = rest.replace(/\b[A-Z]{3}\b/g, (code) => {
    currencies.add(code);
    return ' ';
  });
  for (const [sign, iso] of CURRENCY_SIGNS) {
    if (rest.includes(sign)) {
      currencies.add(iso);
      rest = rest.split(sign).join(' ');
    }
  }
  // One currency, named at least once ('CA$85 - CA$95', 'EUR 30 - 40').
  const [currency, ...others] = currencies;
  if (!currency || others.length > 0) return null;
  const values: number[] = [];
  const leftover = rest.replace(AMOUNT, (_match, whole: string, fraction?: string, k?: string) => {
    const value = Number(`${whole.replace(/,/g, '')}.${fraction ?? '0'}`);
    values.push(k ? value * 1000 : value);
    return ' ';
  });
  // Between and around the amounts only spaces, a dash or 'to'.
  if (leftover.replace(/\bto\b|[\s\-–—]/gi, '') !== '') return null;
  const [minValue, high, ...more] = values;
  if (minValue === undefined || more.length > 0 || !(minValue > 0)) return null;
  const maxValue = high ?? minValue;
  if (maxValue < minValue) return null;
  return { currency, minValue, maxValue, unitText };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's text as HTML: paragraphs and line breaks kept, then requirements and benefits. */
function descriptionHtml(job: Job): string {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const list = (heading: string, items: string[]) =>
    items.length > 0
      ? [
          `<p><strong>${heading}</strong></p>`,
          `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
        ]
      : [];
  return [
    ...paragraphs,
    ...list('Requirements', job.requirements),
    ...list('Benefits', job.benefits),
  ].join('');
}

/** 'Berlin, Germany (hybrid)' -> locality Berlin, country Germany; 'Remote (Europe)' -> remote. */
function where(job: Job): JobPostingData {
  const region = /\(([^)]*)\)\s*$/.exec(job.location)?.[1]?.trim();
  const place = job.location.replace(/\([^)]*\)\s*$/, '').trim();
  if (job.type === 'Remote' || /^remote\b/i.test(place)) {
    const area = region && !/^(?:worldwide|anywhere|global)$/i.test(region) ? region : null;
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(area
        ? { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: area } }
        : {}),
    };
  }
  const comma = place.lastIndexOf(',');
  const address =
    comma > 0
      ? {
          addressLocality: place.slice(0, comma).trim(),
          addressCountry: place.slice(comma + 1).trim(),
        }
      : { addressLocality: place };
  return {
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...address } },
  };
}

/** The JobPosting of an open job; null for a closed one (it must leave search results). */
export function jobPostingData(job: Job): JobPostingData | null {
  if (job.status !== 'open') return null;
  const salary = parseSalary(job.salary);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: job.company, value: job._id },
    datePosted: job.postedAt,
    hiringOrganization: { '@type': 'Organization', name: job.company },
    ...where(job),
    employmentType: EMPLOYMENT_TYPES[job.type],
    // schema.org's `skills`: the skills the job requires, as text (one name each).
    ...(job.skills.length ? { skills: job.skills.join(', ') } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.minValue === salary.maxValue
                ? { value: salary.minValue }
                : { minValue: salary.minValue, maxValue: salary.maxValue }),
              unitText: salary.unitText,
            },
          },
        }
      : {}),
  };
}
