// Every story in stories/shell/ runs as a test.
import { runStories } from './runStories';

runStories(import.meta.glob('./shell/**/*.stories.tsx', { eager: true }));
