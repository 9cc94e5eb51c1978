import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { FEATURED_CATEGORIES, categoryHref } from './content';
import * as styles from './Home.css';
import { TileIcon } from './Icons';

export function FeaturedCategories() {
  return (
    <section className={styles.section} aria-labelledby="featured-categories">
      <h2 id="featured-categories" className={styles.sectionHeading}>
        Featured Categories
      </h2>
      <ul className={styles.fourGrid}>
        {FEATURED_CATEGORIES.map((category) => (
          <li key={category.id} className={styles.gridItem}>
            <Card as="article" interactive aria-label={category.title}>
              <span className={styles.tileIcon({ color: category.color })}>
                <TileIcon name={category.icon} />
              </span>
              <h3 className={styles.tileTitle}>{category.title}</h3>
              <p className={styles.tileText}>{category.description}</p>
              <ButtonLink
                to={categoryHref(category.title)}
                variant="outline"
                className={styles.tileAction}
                aria-label={`Explore Courses: ${category.title}`}
              >
                Explore Courses
              </ButtonLink>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
