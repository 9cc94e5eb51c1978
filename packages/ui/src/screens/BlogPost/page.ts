export { BlogPost as Component } from './BlogPost';
