// Defined beside the stories (packages/ui/src/testing) so a story can import `onlyAt` without
// leaving its workspace.
export { allModes, onlyAt, type ModeWidth } from '@edugate/ui/testing';
