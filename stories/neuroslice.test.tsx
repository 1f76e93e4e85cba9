// Every story in stories/neuroslice/ runs as a test.
import { runStories } from './runStories';

runStories(import.meta.glob('./neuroslice/**/*.stories.tsx', { eager: true }));
