// Breaks: lib/ imports the design system.
import { label } from '../design-system/importsFeature';

export const shout = label.toUpperCase();
