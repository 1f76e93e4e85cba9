// The site's public face for other features: only the small data other features read. The pages
// are loaded by the route table through their own files.
export { sitePagesForLinks } from './content/linkTargets';
