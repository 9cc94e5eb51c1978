export { BlogPost } from './BlogPost';
