/**
 * Turns an uploaded brain-dump file into clean text (docs/PRODUCT.md#file-upload):
 * .txt/.md as they are, .srt/.vtt without cue numbers, timings and tags, .docx through its
 * document XML. Anything else, anything binary and anything over 2 MB is refused with a reason
 * the Create panel shows as a notice.
 */
import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from './uploadAccept';

/** A refusal the user can act on: the notice title and description. */
export class FileRefusedError extends Error {
  constructor(
    readonly title: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'FileRefusedError';
  }
}

type Extension = (typeof ACCEPTED_EXTENSIONS)[number];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

function isAccepted(ext: string): ext is Extension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** Strips SubRip/WebVTT structure, leaving what was said, one cue per line. */
export function subtitlesToText(source: string): string {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const kept: string[] = [];
  let skippingBlock = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      skippingBlock = false;
      continue;
    }
    if (skippingBlock) continue;
    if (/^WEBVTT\b/.test(line)) continue;
    // NOTE, STYLE and REGION blocks carry no speech; they run to the next blank line.
    if (/^(NOTE|STYLE|REGION)\b/.test(line)) {
      skippingBlock = true;
      continue;
    }
    if (/^\d+$/.test(line)) continue;
    if (line.includes('-->')) continue;
    const spoken = decodeEntities(line.replace(/<[^>]*>/g, '').replace(/\{\\[^}]*\}/g, '')).trim();
    if (spoken) kept.push(spoken);
  }
  // Consecutive cues often repeat a line while it stays on screen.
  return kept.filter((line, i) => line !== kept[i - 1]).join('\n');
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value =
        code[1] === 'x' || code[1] === 'X'
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10);
      return Number.isFinite(value) ? String.fromCodePoint(value) : whole;
    }
    return namedEntities[code.toLowerCase()] ?? whole;
  });
}

/** The text of word/document.xml: paragraphs become lines, tabs and breaks are kept. */
export function docxXmlToText(xml: string): string {
  const body = xml.replace(/<w:del\b[\s\S]*?<\/w:del>/g, ''); // tracked deletions are not the text
  const paragraphs = body.match(/<w:p[\s>][\s\S]*?<\/w:p>|<w:p\/>/g) ?? [];
  const lines = paragraphs.map((paragraph) => {
    let line = '';
    const tokens = paragraph.matchAll(
      /<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:tab\/>|<w:(?:br|cr)(?:\s[^>]*)?\/>/g,
    );
    for (const token of tokens) {
      if (token[1] !== undefined) line += decodeEntities(token[1]);
      else if (token[0].startsWith('<w:tab')) line += '\t';
      else line += '\n';
    }
    return line;
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Decodes bytes as UTF-8 text, refusing content that is clearly not text. */
function bytesToText(bytes: Uint8Array, fileName: string): string {
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0)) throw notText(fileName);
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const replaced = (text.match(/\uFFFD/g) ?? []).length;
  if (replaced > 0 && replaced / Math.max(text.length, 1) > 0.02) throw notText(fileName);
  return text;
}

function notText(fileName: string) {
  return new FileRefusedError(
    'File Not Readable',
    `${fileName} does not contain readable text. Upload a .txt, .md, .docx, .srt or .vtt file.`,
  );
}

async function loadDocxText(bytes: Uint8Array, fileName: string): Promise<string> {
  // jszip stays out of the tool's first load until someone uploads a Word file.
  const { default: JSZip } = await import('jszip');
  let xml: string | undefined;
  try {
    const zip = await JSZip.loadAsync(bytes);
    xml = await zip.file('word/document.xml')?.async('string');
  } catch {
    xml = undefined;
  }
  if (xml === undefined) {
    throw new FileRefusedError(
      'File Not Readable',
      `${fileName} is not a valid Word document (.docx). Save it again as .docx or paste the text instead.`,
    );
  }
  return docxXmlToText(xml);
}

/** The minimal file shape read here: a browser File, or a stand-in in tests. */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Reads an uploaded file into clean text, or throws FileRefusedError saying why not. */
export async function extractFileText(file: UploadedFile): Promise<string> {
  const ext = extensionOf(file.name);
  if (!isAccepted(ext)) {
    throw new FileRefusedError(
      'Unsupported File',
      `${file.name} is not a supported file. Upload a .txt, .md, .docx, .srt or .vtt file.`,
    );
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new FileRefusedError(
      'File Too Large',
      `${file.name} is ${megabytes(file.size)} MB. Files up to 2 MB can be read; split it or paste the text instead.`,
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text: string;
  if (ext === '.docx') text = await loadDocxText(bytes, file.name);
  else if (ext === '.srt' || ext === '.vtt') text = subtitlesToText(bytesToText(bytes, file.name));
  else text = bytesToText(bytes, file.name).replace(/\r\n/g, '\n');
  if (!text.trim()) {
    throw new FileRefusedError(
      'File Is Empty',
      `${file.name} has no text to slice. Choose another file.`,
    );
  }
  return text;
}
