// Every story in stories/blog/ runs as a test.
import { runStories } from './runStories';

runStories(import.meta.glob('./blog/**/*.stories.tsx', { eager: true }));
