/**
 * The images the build serves in responsive sizes (scripts/blogImages.ts, through
 * scripts/blogContentPlugin.ts): name -> [width, height]. Empty under `npm start`, where the
 * owner's browser shows its own copies.
 */
import served from 'virtual:blog-images';
import type { ServedImages } from './model/servedImages';

export const servedImages: ServedImages = served;
