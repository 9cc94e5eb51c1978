import { PageTitle } from '../../components/PageTitle';
import {
  courseTexts,
  latestCoursesQuery,
  popularCoursesQuery,
  useLatestCourses,
  usePopularCourses,
} from '../../features/courses';
import { ContinueLearningSection } from './ContinueLearningSection';
import { CourseSection } from './CourseSection';
import { FeaturedCategories } from './FeaturedCategories';
import { HeroCarousel, type HeroCarouselProps } from './HeroCarousel';
import { WhyChoose } from './WhyChoose';
import { visuallyHidden } from '../../theme/utilities.css';
import type { RouteData } from '../../navigation';

export interface HomeProps {
  /** Passed to the hero (stories force autoplay on or off). */
  heroAutoplay?: HeroCarouselProps['autoplay'];
}

/** docs/product.md, Screens and routes, Home. Both course lists load once, each with its own states. */
export function Home({ heroAutoplay }: HomeProps) {
  const latest = useLatestCourses();
  const popular = usePopularCourses();
  return (
    <>
      <PageTitle title="Home" />
      <h1 className={visuallyHidden}>EduGate: courses and careers</h1>
      <HeroCarousel autoplay={heroAutoplay} />
      <ContinueLearningSection />
      <CourseSection
        title="Latest Courses"
        variant="latest"
        query={latest}
        errorText={courseTexts.latestFailed}
        emptyText="No courses have been added yet."
      />
      <CourseSection
        title="Popular Courses"
        variant="popular"
        query={popular}
        errorText={courseTexts.popularFailed}
        emptyText="No popular courses yet."
      />
      <FeaturedCategories />
      <WhyChoose />
    </>
  );
}

/** Both course lists, as useLatestCourses and usePopularCourses read them. */
export const data: RouteData = ({ api }) => [latestCoursesQuery(api), popularCoursesQuery(api)];
