export { LessonVideo, type LessonVideoProps } from './LessonVideo';
