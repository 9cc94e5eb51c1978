import { QueryState } from '../../../../components/QueryState';
import { Skeleton } from '../../../../components/Skeleton';
import { useVerifiedSkills } from '../../api/queries';
import { skillTexts } from '../../texts';
import { SkillChips } from '../SkillChips';
import * as styles from './VerifiedSkills.css';

export interface VerifiedSkillsProps {
  /** Each chip links here: the catalogue's courses teaching the skill. */
  hrefFor: (skill: string) => string;
}

/**
 * The signed-in learner's verified skills as chips (docs/product.md, Verified skills and the
 * public portfolio); with none yet, what earns the first one. The heading is the caller's.
 */
export function VerifiedSkills({ hrefFor }: VerifiedSkillsProps) {
  const skills = useVerifiedSkills();
  return (
    <div aria-busy={skills.status === 'pending'}>
      <QueryState
        query={skills}
        errorText={skillTexts.verifiedFailed}
        pending={
          <div className={styles.placeholder} role="status" aria-label={skillTexts.loadingVerified}>
            <Skeleton shape="block" width="6rem" height="2rem" />
            <Skeleton shape="block" width="8rem" height="2rem" />
            <Skeleton shape="block" width="5rem" height="2rem" />
          </div>
        }
        empty={<p className={styles.empty}>{skillTexts.noVerified}</p>}
      >
        {(list) => <SkillChips skills={list} label={skillTexts.verified} hrefFor={hrefFor} />}
      </QueryState>
    </div>
  );
}
