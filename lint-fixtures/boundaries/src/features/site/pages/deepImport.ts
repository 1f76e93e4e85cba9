// Breaks: reaches into another feature past its index.ts.
import { blogSlice } from '../../../features/blog/blogSlice';

export const name = blogSlice.name;
