export { blogSlice } from './blogSlice';
