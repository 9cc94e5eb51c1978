// Defined beside the stories (packages/ui/src/testing) so story files can use them too.
export { viewports } from '@edugate/ui/testing';
