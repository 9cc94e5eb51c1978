import { X } from 'lucide-react';
import { Button } from '../../../components/Button';
import * as styles from '../Catalogue.css';

export interface SkillFilterProps {
  skill: string;
  onClear: () => void;
}

/**
 * The skill the list is narrowed to (from a course's 'Skills you'll gain' or a job's 'Learn'
 * link), with the way back to every course.
 */
export function SkillFilter({ skill, onClear }: SkillFilterProps) {
  return (
    <p className={styles.skillFilter}>
      <span>
        Courses teaching <strong className={styles.skillName}>{skill}</strong>
      </span>
      <Button variant="outline" size="sm" onClick={onClear}>
        <X size={16} aria-hidden="true" />
        All skills
      </Button>
    </p>
  );
}
