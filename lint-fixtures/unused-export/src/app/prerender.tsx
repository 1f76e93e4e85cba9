// An entry of the repository's knip.json, using one of the two exports below.
import { greet } from '../lib/greeting';

export const page = greet('visitor');
