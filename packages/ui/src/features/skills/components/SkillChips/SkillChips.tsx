import { Link } from 'react-router-dom';
import * as styles from './SkillChips.css';

export interface SkillChipsProps {
  skills: readonly string[];
  /** Names the list for screen readers ('Skills you'll gain', 'Skills required'). */
  label: string;
  /** Given, each chip links to this address (the catalogue's courses teaching the skill). */
  hrefFor?: (skill: string) => string;
}

/** A course's or job's skills as chips in wrapping rows; nothing at all when there are none. */
export function SkillChips({ skills, label, hrefFor }: SkillChipsProps) {
  if (skills.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {skills.map((skill) => (
        <li key={skill}>
          {hrefFor ? (
            <Link className={styles.link} to={hrefFor(skill)}>
              {skill}
            </Link>
          ) : (
            <span className={styles.chip}>{skill}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
