/**
 * Where the dev server's content API answers (docs/PRODUCT.md#publishing): the Vite plugin serves it
 * (scripts/blogContentPlugin.ts) and the owner's browser publishes through it (publishing.ts).
 */
export const CONTENT_API_PATH = '/__content/blog';
