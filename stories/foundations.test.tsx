// Every story in stories/foundations/ runs as a test.
import { runStories } from './runStories';

runStories(import.meta.glob('./foundations/**/*.stories.tsx', { eager: true }));
