// Doc blocks for the MDX pages (each screen's States page); MDX imports them as
// '@edugate/ui/testing/blocks', so no page climbs out of the package to reach them.
export { ScreenStates } from './ScreenStates';
