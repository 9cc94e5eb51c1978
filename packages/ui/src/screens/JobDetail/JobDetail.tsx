import type { Job } from '@edugate/api-client';
import { CalendarDays, Check, MapPinned, Tag, Wallet } from 'lucide-react';
import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { DetailArticle, DetailPage, DetailTitle } from '../../components/DetailPage';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { StructuredData } from '../../components/StructuredData';
import { longDate } from '../../dates';
import {
  jobListQuery,
  jobPostingData,
  jobQuery,
  jobTexts,
  useApplyNow,
  useJob,
  useMyJobMarks,
} from '../../features/jobs';
import { SaveJobButton } from '../../features/savedJobs/components/SaveJobButton';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { SkillChips, skillTexts } from '../../features/skills';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { JobAction, type JobMark } from './components/JobAction';
import { JobDetailSkeleton } from './components/JobDetailSkeleton';
import { ApplyDialog, preloadApplyDialog } from './components/lazyApplyDialog';
import * as styles from './JobDetail.css';
import { visuallyHidden } from '../../theme/utilities.css';
import type { RouteData, RouteNotFound, RouteSitemap } from '../../navigation';

function Fact({ icon, name, children }: { icon: ReactNode; name: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factName}>
        {icon}
        {name}
      </dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function List({ heading, items }: { heading: string; items: string[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A signed-in reader's view of the required skills (docs/product.md, Jobs for you): a tick for
 * each one their certificates verify (said in words too, not by colour or icon alone) and, for
 * each missing one, 'Learn {skill}': the courses teaching it, best rated first.
 */
function HeldSkills({ skills, held }: { skills: string[]; held: string[] }) {
  const holds = new Set(held.map((skill) => skill.toLowerCase()));
  return (
    <ul className={styles.heldSkills} aria-label={skillTexts.required}>
      {skills.map((skill) => (
        <li key={skill} className={styles.heldSkill}>
          {holds.has(skill.toLowerCase()) ? (
            <span className={styles.held}>
              <Check size={16} aria-hidden="true" />
              {skill}
              <span className={visuallyHidden}>{` (${jobTexts.youHaveSkill})`}</span>
            </span>
          ) : (
            <>
              <span className={styles.missing}>{skill}</span>
              <Link
                className={styles.learn}
                to={paths.courses.href({ skill, sort: 'rating_desc' })}
              >
                {jobTexts.learnSkill(skill)}
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

interface JobArticleProps {
  job: Job;
  mark: JobMark;
  onApply: (job: Job) => void;
}

/** The job as its page shows it, with its structured data for search engines. */
function JobArticle({ job, mark, onApply }: JobArticleProps) {
  const posting = jobPostingData(job);
  return (
    <DetailArticle labelledBy="job-title">
      <PageTitle title={jobTexts.jobPageTitle(job.title, job.company)} />
      {posting ? <StructuredData data={posting} /> : null}
      <header className={styles.header}>
        <DetailTitle id="job-title">{job.title}</DetailTitle>
        <p className={styles.company}>{job.company}</p>
        <Badge>{job.type}</Badge>
      </header>
      <div className={styles.summary}>
        <dl className={styles.facts}>
          <Fact icon={<MapPinned size={18} aria-hidden="true" />} name="Location">
            {job.location}
          </Fact>
          <Fact icon={<Wallet size={18} aria-hidden="true" />} name="Salary">
            {job.salary}
          </Fact>
          <Fact icon={<Tag size={18} aria-hidden="true" />} name="Type">
            {job.type}
          </Fact>
          <Fact icon={<CalendarDays size={18} aria-hidden="true" />} name="Posted">
            <time dateTime={job.postedAt}>{longDate(job.postedAt)}</time>
          </Fact>
        </dl>
        <JobAction
          job={job}
          mark={mark}
          onApply={onApply}
          save={<SaveJobButton job={job} size="lg" />}
        />
      </div>
      <section className={styles.section} aria-labelledby="job-description">
        <h2 id="job-description" className={styles.sectionHeading}>
          {jobTexts.aboutTheJob}
        </h2>
        <p className={styles.description}>{job.description}</p>
      </section>
      {job.skills.length ? (
        <section className={styles.section} aria-labelledby="job-skills">
          <h2 id="job-skills" className={styles.sectionHeading}>
            {skillTexts.required}
          </h2>
          {job.skillsHeld ? (
            <HeldSkills skills={job.skills} held={job.skillsHeld} />
          ) : (
            <SkillChips
              skills={job.skills}
              label={skillTexts.required}
              hrefFor={(skill) => paths.courses.href({ skill })}
            />
          )}
        </section>
      ) : null}
      <List heading={jobTexts.requirements} items={job.requirements} />
      <List heading={jobTexts.benefits} items={job.benefits} />
    </DetailArticle>
  );
}

/**
 * /jobs/{id}: one job's own page, public and rendered by the server, so it
 * can be shared and found: everything the board's card says, Apply Now (or 'Applied', or 'Posted
 * by you' with Manage, as the board shows them), its own title and schema.org JobPosting data
 * while open. A closed job says it takes no applications; an id that names no job is the 404 page
 * (with the 404 status from the server).
 */
export function JobDetail() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const marks = useMyJobMarks();
  const signedIn = useSession().status === 'signedIn';
  const { apply, applyingTo, close } = useApplyNow(paths.jobDetail.href(id));

  // Only a signed-in reader can open the dialog: fetch its code once we know there is one.
  useEffect(() => {
    if (signedIn) preloadApplyDialog().catch(() => undefined);
  }, [signedIn]);

  if (job.status === 'success' && job.data === null) return <NotFoundPage />;

  const mark: JobMark = marks.posted.has(id)
    ? 'posted'
    : marks.applied.has(id)
      ? 'applied'
      : undefined;

  return (
    <DetailPage backTo={paths.jobs.href()} backLabel={jobTexts.allJobs}>
      <QueryState
        query={job}
        errorText={jobTexts.jobFailed}
        pending={
          <>
            <PageTitle title={jobTexts.jobTitle} />
            <JobDetailSkeleton />
          </>
        }
      >
        {(found) => (found ? <JobArticle job={found} mark={mark} onApply={apply} /> : null)}
      </QueryState>
      {/* Mounted while open, so each opening starts blank. */}
      <Suspense fallback={null}>
        {applyingTo ? <ApplyDialog job={applyingTo} onClose={close} /> : null}
      </Suspense>
    </DetailPage>
  );
}

/** The job, as the screen's useJob reads it (open or closed). */
export const data: RouteData = ({ api, params }) => [jobQuery(api, params.id ?? '')];

/** No job has this id (or it is no id at all): the 404 page, with the 404 status. */
export const notFound: RouteNotFound = ({ api, params, cache }) =>
  cache.getQueryData(jobQuery(api, params.id ?? '').queryKey) === null;

/** Every open job's page is in the sitemap; a closed job leaves the board, and the sitemap. */
export const dataSitemap: RouteSitemap = async ({ api, cache }) =>
  (await cache.fetchQuery(jobListQuery(api))).map((job) => paths.jobDetail.href(job._id));
