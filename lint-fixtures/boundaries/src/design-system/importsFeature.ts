// Breaks: the design system imports a feature.
import { blogSlice } from '../features/blog';

export const label = blogSlice.name;
