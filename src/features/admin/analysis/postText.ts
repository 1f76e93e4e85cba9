/**
 * A post's Markdown read as prose for the analysis: its paragraphs, sentences, words, headings,
 * links and images. Marked's lexer (the blog's own Markdown reader) finds the structure; the rest is
 * plain string work. Pure: no DOM, no React.
 */
import { Lexer, type Token, type Tokens } from 'marked';

interface Sentence {
  text: string;
  words: string[];
}

interface Heading {
  depth: number;
  text: string;
}

interface MarkdownLink {
  text: string;
  href: string;
}

interface MarkdownImage {
  alt: string;
  src: string;
}

/** A stretch of text under one heading (the first one before any heading). */
interface Section {
  heading?: Heading;
  words: number;
}

export interface PostText {
  /** Paragraphs and list items, as plain text, in order. */
  paragraphs: string[];
  /** Sentences of the paragraphs (headings are not sentences). */
  sentences: Sentence[];
  /** Every word of the body: paragraphs and headings. */
  words: string[];
  headings: Heading[];
  sections: Section[];
  links: MarkdownLink[];
  images: MarkdownImage[];
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** The words of a text: letters and digits, apostrophes inside a word kept, hyphens splitting. */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

// A full stop after these does not end a sentence.
const ABBREVIATIONS = new Set(
  'e.g i.e mr mrs ms dr st vs etc inc ltd co jr sr no fig approx u.s a.m p.m dept est'.split(' '),
);
const SENTENCE_END = /([.!?…]+["'”’)\]]*)\s+(?=["'“‘([]?[\p{Lu}\p{N}])/u;

/** Sentences of one paragraph: split after . ! ? before a capital or a digit, abbreviations kept whole. */
function sentencesOf(paragraph: string): string[] {
  const pieces: string[] = [];
  let rest = paragraph.replace(/\s+/g, ' ').trim();
  while (rest) {
    const match = SENTENCE_END.exec(rest);
    if (!match) {
      pieces.push(rest);
      break;
    }
    const end = match.index + match[1].length;
    pieces.push(rest.slice(0, end));
    rest = rest.slice(end).trimStart();
  }
  const merged: string[] = [];
  for (const piece of pieces) {
    const previous = merged[merged.length - 1];
    const lastWord = previous?.match(/([\p{L}.]+)\.$/u)?.[1]?.toLowerCase();
    if (previous !== undefined && lastWord && ABBREVIATIONS.has(lastWord))
      merged[merged.length - 1] = `${previous} ${piece}`;
    else merged.push(piece);
  }
  return merged.filter((sentence) => wordsOf(sentence).length > 0);
}

interface Collected {
  links: MarkdownLink[];
  images: MarkdownImage[];
}

/** The reader-visible text of inline tokens; links and images are collected on the way. */
function inlineText(tokens: readonly Token[] | undefined, found: Collected): string {
  if (!tokens) return '';
  let text = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'link': {
        const link = token as Tokens.Link;
        const label = inlineText(link.tokens, found);
        found.links.push({ text: label, href: link.href });
        text += label;
        break;
      }
      case 'image': {
        const image = token as Tokens.Image;
        found.images.push({ alt: image.text, src: image.href });
        break;
      }
      case 'br':
        text += ' ';
        break;
      case 'html':
        break;
      default: {
        const nested = (token as { tokens?: Token[] }).tokens;
        text += nested ? inlineText(nested, found) : ((token as { text?: string }).text ?? '');
      }
    }
  }
  return text;
}

/** Reads a post body (Markdown). */
export function readPostText(markdown: string): PostText {
  const found: Collected = { links: [], images: [] };
  const paragraphs: string[] = [];
  const headings: Heading[] = [];
  const sections: Section[] = [{ words: 0 }];
  const words: string[] = [];

  const addParagraph = (text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!trimmed) return;
    paragraphs.push(trimmed);
    const paragraphWords = wordsOf(trimmed);
    words.push(...paragraphWords);
    sections[sections.length - 1].words += paragraphWords.length;
  };

  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case 'heading': {
          const heading = { depth: (token as Tokens.Heading).depth, text: '' };
          heading.text = inlineText((token as Tokens.Heading).tokens, found).trim();
          headings.push(heading);
          words.push(...wordsOf(heading.text));
          sections.push({ heading, words: 0 });
          break;
        }
        case 'paragraph':
          addParagraph(inlineText((token as Tokens.Paragraph).tokens, found));
          break;
        case 'text': {
          const text = token as Tokens.Text;
          addParagraph(text.tokens ? inlineText(text.tokens, found) : text.text);
          break;
        }
        case 'list':
          for (const item of (token as Tokens.List).items) walk(item.tokens);
          break;
        case 'blockquote':
          walk((token as Tokens.Blockquote).tokens);
          break;
        case 'table': {
          const table = token as Tokens.Table;
          for (const row of [table.header, ...table.rows])
            for (const cell of row) addParagraph(inlineText(cell.tokens, found));
          break;
        }
        default:
          // Code blocks, rules, raw HTML and blank space are not prose.
          break;
      }
    }
  };
  walk(new Lexer({ gfm: true, breaks: true }).lex(markdown));

  const sentences = paragraphs.flatMap((paragraph) =>
    sentencesOf(paragraph).map((text) => ({ text, words: wordsOf(text) })),
  );
  return {
    paragraphs,
    sentences,
    words,
    headings,
    sections: sections.filter((section, index) => index > 0 || section.words > 0),
    links: found.links,
    images: found.images,
  };
}
