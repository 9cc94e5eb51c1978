export { StarRating, Stars, type StarRatingProps, type StarsProps } from './StarRating';
