export { MotionProvider, useReducedMotion } from './MotionContext';
