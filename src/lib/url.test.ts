import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './url';

describe('isHttpUrl', () => {
  it('accepts absolute http(s) addresses with a host, trimmed', () => {
    expect(isHttpUrl('https://hooks.example.com/blog')).toBe(true);
    expect(isHttpUrl(' http://localhost:8080/hook ')).toBe(true);
  });

  it('refuses the forms URL() parses but nobody means, and every other scheme', () => {
    for (const bad of [
      'https:example.com',
      'http:/example.com',
      'https://',
      '//example.com',
      'example.com',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'ftp://example.com',
      '',
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});
