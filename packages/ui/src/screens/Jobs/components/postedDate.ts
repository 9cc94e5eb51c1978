import { longDate } from '../../../dates';

/** docs/product.md: the posted date in long US format ('March 15, 2026'), the same everywhere. */
export const postedDate = longDate;
