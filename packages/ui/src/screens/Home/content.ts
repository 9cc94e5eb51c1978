import { heroArt } from '../../assets';
import { paths } from '../../paths';

/** Texts of the home page, word for word from docs/product.md. */
export interface HeroSlide {
  title: string;
  subtitle: string;
  image: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: 'Welcome to EduGate',
    subtitle: 'Empower your learning journey with top courses and expert instructors.',
    image: heroArt.welcome,
  },
  {
    title: 'Interactive Learning',
    subtitle: 'Engage with hands-on projects and real-world scenarios.',
    image: heroArt.interactive,
  },
  {
    title: 'Join Our Community',
    subtitle: 'Connect with learners and educators from around the globe.',
    image: heroArt.community,
  },
];

/** docs/product.md: autoplay every 3500 ms. */
export const HERO_AUTOPLAY_DELAY = 3500;

export type CategoryIcon = 'code' | 'chart' | 'phone' | 'palette';

export interface CategoryCardContent {
  id: string;
  title: string;
  description: string;
  icon: CategoryIcon;
  color: 'primary' | 'secondary' | 'success' | 'warning';
}

export const FEATURED_CATEGORIES: readonly CategoryCardContent[] = [
  {
    id: 'web-development',
    title: 'Web Development',
    description: 'Master modern web technologies and frameworks',
    icon: 'code',
    color: 'primary',
  },
  {
    id: 'data-science',
    title: 'Data Science',
    description: 'Learn data analysis and machine learning',
    icon: 'chart',
    color: 'secondary',
  },
  {
    id: 'mobile-development',
    title: 'Mobile Development',
    description: 'Build apps for iOS and Android',
    icon: 'phone',
    color: 'success',
  },
  {
    id: 'ui-ux-design',
    title: 'UI/UX Design',
    description: 'Create beautiful and intuitive interfaces',
    icon: 'palette',
    color: 'warning',
  },
];

/** `/courses?category=<lower-cased title>`, as docs/product.md asks; the catalogue reads it back. */
export function categoryHref(title: string): string {
  return paths.courses.href({ category: title.toLowerCase() });
}

export type FeatureIcon = 'instructor' | 'interactive' | 'schedule' | 'career';

export interface FeatureCardContent {
  id: string;
  title: string;
  description: string;
  icon: FeatureIcon;
}

export const FEATURES: readonly FeatureCardContent[] = [
  {
    id: 'expert-instructors',
    title: 'Expert Instructors',
    description: 'Learn from industry professionals with years of experience',
    icon: 'instructor',
  },
  {
    id: 'interactive-learning',
    title: 'Interactive Learning',
    description: 'Engage with hands-on projects and real-world scenarios',
    icon: 'interactive',
  },
  {
    id: 'flexible-schedule',
    title: 'Flexible Schedule',
    description: 'Learn at your own pace with lifetime access to courses',
    icon: 'schedule',
  },
  {
    id: 'career-support',
    title: 'Career Support',
    description: 'Get guidance on building your portfolio and landing jobs',
    icon: 'career',
  },
];
