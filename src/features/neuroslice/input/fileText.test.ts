import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { docxXmlToText, extractFileText, FileRefusedError, subtitlesToText } from './fileText';
import { MAX_UPLOAD_BYTES } from './uploadAccept';

const fileOf = (name: string, content: string | Uint8Array, size?: number) => {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return {
    name,
    size: size ?? bytes.byteLength,
    arrayBuffer: async () => bytes.slice().buffer as ArrayBuffer,
  };
};

const documentXml = (paragraphs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`)
    .join('')}</w:body></w:document>`;

describe('subtitlesToText', () => {
  it('drops SRT numbers, timings and tags', () => {
    const srt =
      '1\r\n00:00:01,000 --> 00:00:03,500\r\n<i>Tampa med spas</i> need reviews\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,000\r\nand {\\an8}faster replies &amp; SMS\r\n';
    expect(subtitlesToText(srt)).toBe('Tampa med spas need reviews\nand faster replies & SMS');
  });
  it('drops the WEBVTT header, NOTE blocks, cue ids, settings and voice tags', () => {
    const vtt =
      'WEBVTT\n\nNOTE recorded live\nby the team\n\nintro\n00:01.000 --> 00:04.000 align:start\n<v Maria>Welcome to the <b>show</b>\n\n00:05.000 --> 00:07.000\n<c.yellow>Second line</c>\n';
    expect(subtitlesToText(vtt)).toBe('intro\nWelcome to the show\nSecond line');
  });
});

describe('docxXmlToText', () => {
  it('keeps paragraphs, tabs and breaks and decodes entities', () => {
    const xml =
      '<w:body><w:p><w:r><w:t>Roof</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">repair &amp; leads</w:t></w:r></w:p><w:p><w:r><w:t>Line</w:t><w:br/><w:t>two</w:t></w:r></w:p></w:body>';
    expect(docxXmlToText(xml)).toBe('Roof\trepair & leads\nLine\ntwo');
  });
});

describe('extractFileText', () => {
  it('reads .txt and .md as they are', async () => {
    expect(await extractFileText(fileOf('notes.md', '# Plan\r\nSEO for roofers'))).toBe(
      '# Plan\nSEO for roofers',
    );
  });
  it('reads a .docx through word/document.xml', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', documentXml(['Assisted living tours', 'Family FAQ videos']));
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    expect(await extractFileText(fileOf('brief.docx', bytes))).toBe(
      'Assisted living tours\nFamily FAQ videos',
    );
  });
  it('refuses a .docx that is not a Word document', async () => {
    await expect(extractFileText(fileOf('fake.docx', 'plain text'))).rejects.toBeInstanceOf(
      FileRefusedError,
    );
  });
  it('refuses files over 2 MB, other types and binary content with a reason', async () => {
    await expect(
      extractFileText(fileOf('big.txt', 'x', MAX_UPLOAD_BYTES + 1)),
    ).rejects.toMatchObject({ title: 'File Too Large' });
    await expect(extractFileText(fileOf('photo.png', 'x'))).rejects.toMatchObject({
      title: 'Unsupported File',
    });
    await expect(
      extractFileText(fileOf('data.txt', new Uint8Array([0x50, 0x4b, 0, 0, 1, 2]))),
    ).rejects.toMatchObject({ title: 'File Not Readable' });
    await expect(extractFileText(fileOf('empty.txt', '  \n '))).rejects.toMatchObject({
      title: 'File Is Empty',
    });
  });
});
