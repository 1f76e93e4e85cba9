// Keeps the rules: another feature through its index.ts.
import { blogSlice } from '../../blog';

export const name = blogSlice.name;
