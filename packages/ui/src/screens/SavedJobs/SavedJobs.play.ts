import { savedJobTexts } from '../../features/savedJobs';

/** The 'Saved' toggle of one job, by its accessible name ('Saved: <title>'). */
export const savedName = (title: string) => (name: string) =>
  name.replace(/\s+/g, ' ').replace(' :', ':') === `${savedJobTexts.saved}: ${title}`;
