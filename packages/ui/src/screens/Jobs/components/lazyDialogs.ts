import { lazy } from 'react';
import { loadOnce } from '../../../navigation';

/**
 * Starts (or joins) the download of the apply and post-job dialogs (the jobs feature's
 * ApplyDialog and JobFormDialog): their forms bring react-hook-form, zod and the dialog
 * primitive, which the board itself does not need. A failed download is forgotten, so opening
 * the dialog again tries again.
 */
export const preloadJobDialogs = loadOnce(() => import('./dialogs'));

export const ApplyDialog = lazy(async () => ({ default: (await preloadJobDialogs()).ApplyDialog }));

export const JobFormDialog = lazy(async () => ({
  default: (await preloadJobDialogs()).JobFormDialog,
}));
