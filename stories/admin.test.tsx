// Every story in stories/admin/ runs as a test.
import { runStories } from './runStories';

runStories(import.meta.glob('./admin/**/*.stories.tsx', { eager: true }));
