import { lazy } from 'react';
import { loadOnce } from '../../../navigation';

/**
 * Starts (or joins) the download of the jobs feature's ApplyDialog: its form brings
 * react-hook-form, zod and the dialog primitive, which reading a job does not need. A failed
 * download is forgotten, so pressing Apply Now again tries again.
 */
export const preloadApplyDialog = loadOnce(
  () => import('../../../features/jobs/components/ApplyDialog'),
);

export const ApplyDialog = lazy(async () => ({
  default: (await preloadApplyDialog()).ApplyDialog,
}));
