/**
 * React Flow reads the viewport's transform through DOMMatrixReadOnly, which jsdom lacks; the
 * stories run as Vitest tests in jsdom, so a minimal scale-only stand-in is installed there.
 * Real browsers (Storybook, Playwright) keep their own.
 */
export function ensureDomMatrix(): void {
  if (typeof window === 'undefined' || 'DOMMatrixReadOnly' in window) return;
  class DOMMatrixReadOnlyStub {
    m22: number;
    constructor(transform?: string) {
      const scale = transform?.match(/scale\(([-\d.]+)\)/);
      this.m22 = scale ? Number(scale[1]) : 1;
    }
  }
  (window as unknown as { DOMMatrixReadOnly: unknown }).DOMMatrixReadOnly = DOMMatrixReadOnlyStub;
}
