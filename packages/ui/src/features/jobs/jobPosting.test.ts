import { fixtureJobs, longJob, postedJobs } from '@edugate/api-client/mocks';
import type { Job } from '@edugate/api-client';
import { describe, expect, it } from 'vitest';
import { jobPostingData, parseSalary } from './jobPosting';

const job = (overrides: Partial<Job>): Job => ({ ...fixtureJobs[0]!, ...overrides });

describe('parseSalary', () => {
  it.each([
    ['EUR 48,000 - 56,000 a year', 'EUR', 48000, 56000, 'YEAR'],
    ['$25 - $30 an hour', 'USD', 25, 30, 'HOUR'],
    ['GBP 30 / hour', 'GBP', 30, 30, 'HOUR'],
    ['€1,600 / month', 'EUR', 1600, 1600, 'MONTH'],
    ['CA$85,000 - CA$102,000 a year', 'CAD', 85000, 102000, 'YEAR'],
    ['CHF 550 a day', 'CHF', 550, 550, 'DAY'],
    ['₹1,250 - ₹1,500 an hour', 'INR', 1250, 1500, 'HOUR'],
    ['$100k per year', 'USD', 100000, 100000, 'YEAR'],
    ['USD 22.50 hourly', 'USD', 22.5, 22.5, 'HOUR'],
    ['£400 to £450 per week', 'GBP', 400, 450, 'WEEK'],
  ])('%s', (salary, currency, minValue, maxValue, unitText) => {
    expect(parseSalary(salary)).toEqual({ currency, minValue, maxValue, unitText });
  });

  it.each([
    'Competitive',
    // No period: a year is likely, but nothing is guessed.
    '€60,000',
    'EUR 60,000 - 75,000',
    // No currency.
    '30 an hour',
    // Two currencies, a range upside down, words besides the amounts.
    'EUR 30 - USD 40 an hour',
    '$50 - $40 an hour',
    'Up to $50 an hour',
    '$10 - $20 - $30 an hour',
    longJob.salary,
  ])('%s: none', (salary) => {
    expect(parseSalary(salary)).toBeNull();
  });
});

describe('jobPostingData', () => {
  it("an open job: schema.org's JobPosting with what search engines ask for", () => {
    const data = jobPostingData(
      job({
        title: 'Frontend Developer',
        company: 'Brightpath Labs',
        location: 'Berlin, Germany (hybrid)',
        salary: 'EUR 48,000 - 56,000 a year',
        type: 'Full-time',
        description: 'Build <b>accessible</b> interfaces.\n\nPair weekly.\nMostly remote.',
        requirements: ['React & TypeScript'],
        benefits: [],
        postedAt: '2026-03-15T10:00:00.000Z',
        skills: ['React', 'TypeScript', 'CSS layout'],
      }),
    );
    expect(data).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Frontend Developer',
      description:
        '<p>Build &lt;b&gt;accessible&lt;/b&gt; interfaces.</p><p>Pair weekly.<br>Mostly remote.</p>' +
        '<p><strong>Requirements</strong></p><ul><li>React &amp; TypeScript</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'Brightpath Labs', value: fixtureJobs[0]!._id },
      datePosted: '2026-03-15T10:00:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'Brightpath Labs' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Berlin',
          addressCountry: 'Germany',
        },
      },
      employmentType: 'FULL_TIME',
      skills: 'React, TypeScript, CSS layout',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 48000, maxValue: 56000, unitText: 'YEAR' },
      },
    });
  });

  it('a remote job: telecommute, with the region applicants must be in', () => {
    const data = jobPostingData(
      job({ location: 'Remote (EU time zones)', type: 'Remote', salary: 'Competitive' }),
    );
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'EU time zones' },
      employmentType: 'OTHER',
    });
    expect(data).not.toHaveProperty('jobLocation');
    expect(data).not.toHaveProperty('baseSalary');
    const worldwide = jobPostingData(job({ location: 'Remote (worldwide)', type: 'Remote' }));
    expect(worldwide).not.toHaveProperty('applicantLocationRequirements');
  });

  it('a single amount is a value; each type its employmentType', () => {
    expect(jobPostingData(job({ salary: 'GBP 30 / hour', type: 'Part-time' }))).toMatchObject({
      employmentType: 'PART_TIME',
      baseSalary: { value: { value: 30, unitText: 'HOUR' } },
    });
    expect(jobPostingData(job({ type: 'Contract' }))?.employmentType).toBe('CONTRACTOR');
    expect(jobPostingData(job({ type: 'Internship' }))?.employmentType).toBe('INTERN');
  });

  it('a closed job has none: it must leave search results', () => {
    const closed = postedJobs.find((j) => j.status === 'closed')!;
    expect(jobPostingData(closed)).toBeNull();
  });
});
