import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { paths } from '../../paths';
import { BRAND } from '../../components/PageTitle';
import { FEATURES } from './content';
import * as styles from './Home.css';
import { TileIcon } from './Icons';

export function WhyChoose() {
  return (
    <section className={styles.section} aria-labelledby="why-choose">
      <h2 id="why-choose" className={styles.sectionHeading}>
        {`Why Choose ${BRAND}`}
      </h2>
      <ul className={styles.fourGrid}>
        {FEATURES.map((feature) => (
          <li key={feature.id} className={styles.gridItem}>
            <Card as="article" aria-label={feature.title}>
              <span className={styles.tileIcon({ color: 'primary' })}>
                <TileIcon name={feature.icon} />
              </span>
              <h3 className={styles.tileTitle}>{feature.title}</h3>
              <p className={styles.tileText}>{feature.description}</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className={styles.centeredAction}>
        <ButtonLink to={paths.courses.href()} size="lg">
          Start Learning Today
        </ButtonLink>
      </div>
    </section>
  );
}
