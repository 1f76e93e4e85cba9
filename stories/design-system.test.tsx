// Every story in stories/design-system/ runs as a test.
import { runStories } from './runStories';

runStories(import.meta.glob('./design-system/**/*.stories.tsx', { eager: true }));
