/**
 * What the brain dump's upload takes (docs/PRODUCT.md#file-upload): the file input's list and the
 * size limit. Apart from the reading itself (fileText.ts), which the Create tab loads on first use.
 */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.txt', '.md', '.docx', '.srt', '.vtt'] as const;
/** The file input's accept attribute. */
export const UPLOAD_ACCEPT = ACCEPTED_EXTENSIONS.join(',');
