import { skillData } from '../tables/skills.ts';
import type { Deps } from '../http/context.ts';
import type { OperationHandlers } from '../http/operations.ts';

export function skillHandlers({ db }: Deps): Pick<OperationHandlers, 'listSkills'> {
  const skills = skillData(db);
  return {
    async listSkills(request) {
      const q = request.query.q ?? '';
      const limit = request.query.limit ?? 10;
      // Every keystroke of every author asks: kept until the next write, as catalogue pages are.
      return db.readCache.read(JSON.stringify(['listSkills', q.trim().toLowerCase(), limit]), () =>
        skills.search(q, limit),
      );
    },
  };
}
