// Every story in stories/site/ runs as a test.
import { runStories } from './runStories';

runStories(import.meta.glob('./site/**/*.stories.tsx', { eager: true }));
