export interface RedirectRule {
  source: RegExp;
  destination: string;
  status: number;
}
export declare function parseRedirects(text: string): RedirectRule[];
export declare function startStaticHost(options: {
  dir: string;
  rules: 'github-pages' | 'redirects';
  port?: number;
}): Promise<{ origin: string; close: () => Promise<void> }>;
