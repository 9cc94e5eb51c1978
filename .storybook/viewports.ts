// Defined beside the stories (packages/ui/src/testing) so story files can use them too.
export { viewports } from '../packages/ui/src/testing/viewports';
