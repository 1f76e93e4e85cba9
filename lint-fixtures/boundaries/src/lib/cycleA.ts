// Breaks: cycleA -> cycleB -> cycleA.
import { b } from './cycleB';

export const a = () => b() + 1;
