export { Quiz, type QuizProps } from './Quiz';
